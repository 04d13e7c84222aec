import type { PageCatalog } from '../../pages/en';

/** Weights on the crop's pages (harvests, yields): unit words and the "Show weights in" choice. */
export const weightsPageEs: PageCatalog['weights'] = {
  /** Weight units as written after a number. */
  units: { g: 'g', kg: 'kg', oz: 'oz', lb: 'lb' },
  weight: '{{value}} {{unit}}',
  /** "Show weights in": one's own unit, or the site's. */
  unitChoice: {
    label: 'Mostrar pesos en',
    site: 'Predeterminado del sitio ({{unit}})',
    units: { g: 'Gramos (g)', kg: 'Kilogramos (kg)', oz: 'Onzas (oz)', lb: 'Libras (lb)' },
  },
};
