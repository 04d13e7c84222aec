import type { Catalog } from '../en';

export const sessionsRu: Catalog['sessions'] = {
  admin: {
    nav: 'API-токены',
  },
};
