import type { Catalog } from '../en';

export const auditHe: Catalog['audit'] = {
  nav: 'יומן ביקורת',
};
