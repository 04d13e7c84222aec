import type { Catalog } from '../en';

export const historyExportRu: Catalog['historyExport'] = {
  label: 'Экспорт выбранного периода',
  csv: 'Экспорт в CSV',
  excel: 'Экспорт в Excel',
  failed: 'Не удалось выполнить экспорт: {{reason}}',
};
