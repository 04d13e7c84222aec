/** The history export buttons' texts (source catalog), loaded with the device pages; every other language has exactly these keys. */
export const historyExportPageEn = {
  label: 'Export this range',
  csv: 'Export CSV',
  excel: 'Export Excel',
  failed: 'The export failed: {{reason}}',
};
