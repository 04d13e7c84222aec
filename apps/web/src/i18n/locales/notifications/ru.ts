import type { Catalog } from '../en';

export const notificationsRu: Catalog['notifications'] = {
  menu: 'Уведомления',
};
