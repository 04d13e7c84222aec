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
  saved: 'Los ajustes del sitio se han guardado.',
};
