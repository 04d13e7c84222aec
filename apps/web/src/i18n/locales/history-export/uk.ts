import type { Catalog } from '../en';

export const historyExportUk: Catalog['historyExport'] = {
  label: 'Експорт вибраного періоду',
  csv: 'Експорт у CSV',
  excel: 'Експорт в Excel',
  failed: 'Не вдалося виконати експорт: {{reason}}',
};
