import type { Catalog } from '../en';

export const notificationsUk: Catalog['notifications'] = {
  title: 'Сповіщення про події',
};
