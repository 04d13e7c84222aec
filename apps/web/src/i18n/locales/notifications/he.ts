import type { Catalog } from '../en';

export const notificationsHe: Catalog['notifications'] = {
  menu: 'התראות אישיות',
};
