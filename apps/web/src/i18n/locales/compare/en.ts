/** The device comparison's link (its page's texts: `page/`). */
export const compareEn = {
  link: 'Compare devices',
};
