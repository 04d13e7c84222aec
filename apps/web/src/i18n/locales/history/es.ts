import type { Catalog } from '../en';

export const historyEs: Catalog['history'] = {
  range: 'Intervalo de tiempo',
  ranges: { '2h': '2 h', '24h': '24 h', '7d': '7 d', '30d': '30 d', '1y': '1 año', custom: 'Personalizado' },
  from: 'Desde',
  to: 'Hasta',
  timeZoneHint: 'Las horas están en la zona horaria Asia/Jerusalem.',
  customMissing: 'Elija una fecha y hora de inicio y de fin.',
  customOrder: 'El inicio debe ser anterior al fin.',
  stepLabel: 'Un punto por {{step}}: la media de sus lecturas.',
  steps: { '1m': 'minuto', '5m': '5 minutos', '15m': '15 minutos', '1h': 'hora', '1d': 'día' },
  min: 'Mínimo',
  max: 'Máximo',
  empty: 'No hay lecturas en este intervalo.',
  dayShare: 'Parte del tiempo con luz de día (0 a 1)',
  bandHint: 'La banda sombreada va de la lectura más baja a la más alta de cada punto.',
  title: 'Historial',
  soilLatest: 'Últimas lecturas',
  soilNotFound: 'No se conoce este sensor de suelo.',
};
