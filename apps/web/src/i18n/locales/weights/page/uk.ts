import type { PageCatalog } from '../../pages/en';

/** Weights on the crop's pages (harvests, yields): unit words and the "Show weights in" choice. */
export const weightsPageUk: PageCatalog['weights'] = {
  /** Weight units as written after a number. */
  units: { g: 'г', kg: 'кг', oz: 'унц.', lb: 'фунт.' },
  weight: '{{value}} {{unit}}',
  /** "Show weights in": one's own unit, or the site's. */
  unitChoice: {
    label: 'Показувати вагу в',
    site: "Як на об'єкті ({{unit}})",
    units: { g: 'Грами (г)', kg: 'Кілограми (кг)', oz: 'Унції (oz)', lb: 'Фунти (lb)' },
  },
};
