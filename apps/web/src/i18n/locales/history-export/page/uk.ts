import type { PageCatalog } from '../../pages/en';

export const historyExportPageUk: PageCatalog['historyExport'] = {
  label: 'Експорт вибраного періоду',
  csv: 'Експорт у CSV',
  excel: 'Експорт в Excel',
  failed: 'Не вдалося виконати експорт: {{reason}}',
};
