import type { Catalog } from '../en';

export const compareHe: Catalog['compare'] = {
  link: 'השוואת מכשירים',
};
