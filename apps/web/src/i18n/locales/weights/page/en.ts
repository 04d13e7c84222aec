/** Weights on the crop's pages (harvests, yields): unit words and the "Show weights in" choice. */
export const weightsPageEn = {
  /** Weight units as written after a number. */
  units: { g: 'g', kg: 'kg', oz: 'oz', lb: 'lb' },
  weight: '{{value}} {{unit}}',
  /** "Show weights in": one's own unit, or the site's. */
  unitChoice: {
    label: 'Show weights in',
    site: 'Site default ({{unit}})',
    units: { g: 'Grams (g)', kg: 'Kilograms (kg)', oz: 'Ounces (oz)', lb: 'Pounds (lb)' },
  },
};
