import type { PageCatalog } from '../../pages/en';

export const historyExportPageHe: PageCatalog['historyExport'] = {
  label: 'ייצוא הטווח הזה',
  csv: 'ייצוא CSV',
  excel: 'ייצוא Excel',
  failed: 'הייצוא נכשל: {{reason}}',
};
