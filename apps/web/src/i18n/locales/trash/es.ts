import type { Catalog } from '../en';

/** The trash's entry in the navigation (its page's texts: `page/`). */
export const trashEs: Catalog['trash'] = {
  nav: 'Papelera',
};
