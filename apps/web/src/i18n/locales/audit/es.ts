import type { Catalog } from '../en';

export const auditEs: Catalog['audit'] = {
  nav: 'Registro de auditoría',
};
