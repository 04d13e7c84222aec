import type { Catalog } from '../en';

export const notificationsHe: Catalog['notifications'] = {
  title: 'התראות אישיות',
};
