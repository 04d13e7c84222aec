import type { Catalog } from '../en';

export const alertsUk: Catalog['alerts'] = {
  title: 'Сповіщення',
};
