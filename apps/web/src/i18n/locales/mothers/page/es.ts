import type { PageCatalog } from '../../pages/en';

/** The mothers page (/mothers), loaded with it. */
export const mothersPageEs: PageCatalog['mothers'] = {
  title: 'Madres',
  intro: 'Cada planta madre y qué fue de los esquejes tomados de ella.',
  loading: 'Cargando las madres',
  empty: 'Aún no hay plantas madre: marque un esqueje como planta madre en su formulario de edición.',
  tableLabel: 'Plantas madre y sus esquejes',
  mother: 'Madre',
  strain: 'Cepa',
  clonesTaken: 'Esquejes tomados',
  rooted: 'Enraizados',
  lost: 'Perdidos en propagación',
  medianDays: 'Mediana de días hasta enraizar',
  dryPerPlant: 'g secos por planta',
  retired: 'Retirada',
  none: '—',
};
