import type { Catalog } from '../en';

export const sessionsHe: Catalog['sessions'] = {
  admin: {
    nav: 'אסימוני API',
  },
};
