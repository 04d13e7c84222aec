/** The trash's entry in the navigation (its page's texts: `page/`). */
export const trashEn = {
  nav: 'Trash',
};
