import type { Catalog } from '../en';

export const notificationsEs: Catalog['notifications'] = {
  menu: 'Notificaciones',
};
