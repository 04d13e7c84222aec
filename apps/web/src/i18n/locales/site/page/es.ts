import type { PageCatalog } from '../../pages/en';

/** The site settings page (/admin/site, admins), loaded with it. */
export const sitePageEs: PageCatalog['site'] = {
  title: 'Ajustes del sitio',
  intro:
    'La zona horaria del sitio decide cada día del cultivo: día de etapa, vencimientos y resúmenes diarios.',
  name: 'Nombre del sitio',
  timeZone: 'Zona horaria',
  timeZoneHint: 'Escriba para buscar, p. ej. Europe/Berlin',
  weightUnit: 'Unidad de peso',
  units: {
    g: 'Gramos (g)',
    kg: 'Kilogramos (kg)',
    oz: 'Onzas (oz)',
    lb: 'Libras (lb)',
  },
  qualityCriteria: 'Criterios de calidad',
  qualityCriteriaHint:
    'Lo que las notas de calidad valoran de una cosecha, de 1 a 5 cada uno. Escribe una palabra y pulsa Intro; como mucho 12.',
  vpdTargets: 'Objetivos de VPD (kPa)',
  vpdTargetsHint:
    'El panel de dirección de cultivo de cada sala cuenta qué parte del día su VPD estuvo dentro del objetivo de la etapa de ese día: su columna «VPD en objetivo».',
  vpdFrom: '{{stage}}: desde',
  vpdTo: '{{stage}}: hasta',
  vpdOrder: 'El final no puede ser menor que el inicio.',
  saved: 'Los ajustes del sitio se han guardado.',
};
