import type { Catalog } from '../en';

export const sessionsUk: Catalog['sessions'] = {
  admin: {
    nav: 'API-токени',
  },
};
