import type { Catalog } from '../en';

export const notificationsRu: Catalog['notifications'] = {
  title: 'Уведомления',
};
