/** The API tokens' entry in the navigation (the pages' texts: `page/`). */
export const sessionsEn = {
  admin: {
    nav: 'API tokens',
  },
};
