import type { PageCatalog } from '../../pages/en';

export const comparePageEs: PageCatalog['compare'] = {
  title: 'Comparar dispositivos',
  intro:
    'Hasta 4 dispositivos del mismo tipo en un solo gráfico: elige los dispositivos, el valor y el intervalo de tiempo.',
  kind: 'Tipo de dispositivo',
  kinds: {
    climate: 'Controladores de clima',
    soil: 'Sensores de suelo',
  },
  kindHint: 'Al cambiar de tipo se quitan los dispositivos elegidos.',
  devices: 'Dispositivos',
  devicesHint: 'Hasta 4 dispositivos; elegidos: {{chosen}}.',
  devicesFull: '4 dispositivos elegidos: quita uno para añadir otro.',
  devicesPlaceholder: 'Elige dispositivos',
  nothingFound: 'Ningún dispositivo coincide.',
  noneOfKind: 'Todavía no hay dispositivos de este tipo.',
  metric: 'Valor',
  empty: 'Elige hasta 4 dispositivos para comparar.',
  chartName: '{{metric}}: {{devices}}',
  notDrawn: 'Fuera del gráfico: {{devices}}.',
  summaryCaption: 'Los puntos del gráfico por dispositivo (cada punto es la media de sus lecturas).',
  device: 'Dispositivo',
  lowest: 'Mínimo',
  average: 'Media',
  highest: 'Máximo',
  latest: 'Último',
};
