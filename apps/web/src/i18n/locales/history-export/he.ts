import type { Catalog } from '../en';

export const historyExportHe: Catalog['historyExport'] = {
  label: 'ייצוא הטווח הזה',
  csv: 'ייצוא CSV',
  excel: 'ייצוא Excel',
  failed: 'הייצוא נכשל: {{reason}}',
};
