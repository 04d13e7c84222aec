import type { Catalog } from '../en';

export const auditUk: Catalog['audit'] = {
  nav: 'Журнал аудиту',
};
