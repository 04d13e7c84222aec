import type { Catalog } from '../en';

export const alertsHe: Catalog['alerts'] = {
  title: 'התראות',
};
