import type { Catalog } from '../en';

export const historyExportEs: Catalog['historyExport'] = {
  label: 'Exportar este intervalo',
  csv: 'Exportar CSV',
  excel: 'Exportar Excel',
  failed: 'No se pudo exportar: {{reason}}',
};
