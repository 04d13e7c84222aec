import type { Catalog } from '../en';

export const floorEs: Catalog['floor'] = {
  view: 'Mostrar dispositivos como',
  viewList: 'Lista',
  viewCards: 'Tarjetas',
  gridTitle: 'Dispositivos de clima y suelo',
  listCaption: 'Dispositivos de un vistazo',
  trendLabel: 'Temperatura en las últimas 6 horas: de {{from}} a {{to}}',
  trendEmpty: 'Sin lecturas en las últimas 6 horas',
  quick: {
    title: 'Acciones rápidas',
    log: 'Registrar un evento',
    photo: 'Añadir una foto',
    diary: 'Escribir una nota en el diario',
  },
  shrinking: 'Reduciendo la foto…',
};
