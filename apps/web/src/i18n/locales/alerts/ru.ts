import type { Catalog } from '../en';

export const alertsRu: Catalog['alerts'] = {
  title: 'Оповещения',
};
