import type { PageCatalog } from '../../pages/en';

/** Weights on the crop's pages (harvests, yields): unit words and the "Show weights in" choice. */
export const weightsPageHe: PageCatalog['weights'] = {
  /** Weight units as written after a number. */
  units: { g: 'גרם', kg: 'ק״ג', oz: 'אונקיה', lb: 'ליברה' },
  weight: '{{value}} {{unit}}',
  /** "Show weights in": one's own unit, or the site's. */
  unitChoice: {
    label: 'יחידת המשקל בתצוגה',
    site: 'ברירת המחדל של האתר ({{unit}})',
    units: { g: 'גרם', kg: 'קילוגרם (ק״ג)', oz: 'אונקיה', lb: 'ליברה' },
  },
};
