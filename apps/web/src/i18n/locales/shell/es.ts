import type { Catalog } from '../en';

export const shellEs: Catalog['shell'] = {
  skipToContent: 'Saltar al contenido principal',
  groups: {
    crop: 'Cultivo',
    climate: 'Clima',
    team: 'Equipo',
  },
  alerts: 'Alertas',
  alertRules: 'Reglas de alerta',
  collapse: 'Contraer la navegación',
  expand: 'Expandir la navegación',
  bottomNav: 'Páginas frecuentes',
  account: 'Cuenta',
};
