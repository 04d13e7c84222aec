import type { Catalog } from '../en';

export const compareEs: Catalog['compare'] = {
  link: 'Comparar dispositivos',
};
