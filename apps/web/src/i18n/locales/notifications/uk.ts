import type { Catalog } from '../en';

export const notificationsUk: Catalog['notifications'] = {
  menu: 'Сповіщення про події',
};
