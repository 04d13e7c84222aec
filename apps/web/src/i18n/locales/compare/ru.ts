import type { Catalog } from '../en';

export const compareRu: Catalog['compare'] = {
  link: 'Сравнить устройства',
};
