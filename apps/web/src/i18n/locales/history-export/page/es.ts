import type { PageCatalog } from '../../pages/en';

export const historyExportPageEs: PageCatalog['historyExport'] = {
  label: 'Exportar este intervalo',
  csv: 'Exportar CSV',
  excel: 'Exportar Excel',
  failed: 'No se pudo exportar: {{reason}}',
};
