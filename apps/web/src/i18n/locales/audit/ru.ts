import type { Catalog } from '../en';

export const auditRu: Catalog['audit'] = {
  nav: 'Журнал аудита',
};
