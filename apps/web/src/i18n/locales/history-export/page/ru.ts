import type { PageCatalog } from '../../pages/en';

export const historyExportPageRu: PageCatalog['historyExport'] = {
  label: 'Экспорт выбранного периода',
  csv: 'Экспорт в CSV',
  excel: 'Экспорт в Excel',
  failed: 'Не удалось выполнить экспорт: {{reason}}',
};
