import type { Catalog } from '../en';

export const alertsEs: Catalog['alerts'] = {
  title: 'Alertas',
};
