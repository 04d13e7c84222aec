import type { PageCatalog } from '../../pages/en';

/** Weights on the crop's pages (harvests, yields): unit words and the "Show weights in" choice. */
export const weightsPageRu: PageCatalog['weights'] = {
  /** Weight units as written after a number. */
  units: { g: 'г', kg: 'кг', oz: 'унц.', lb: 'фунт.' },
  weight: '{{value}} {{unit}}',
  /** "Show weights in": one's own unit, or the site's. */
  unitChoice: {
    label: 'Показывать вес в',
    site: 'Как на объекте ({{unit}})',
    units: { g: 'Граммы (г)', kg: 'Килограммы (кг)', oz: 'Унции (oz)', lb: 'Фунты (lb)' },
  },
};
