import type { Catalog } from '../en';

export const sessionsEs: Catalog['sessions'] = {
  admin: {
    nav: 'Tokens de API',
  },
};
