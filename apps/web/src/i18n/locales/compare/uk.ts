import type { Catalog } from '../en';

export const compareUk: Catalog['compare'] = {
  link: 'Порівняти пристрої',
};
