/** The history export buttons' texts (source catalog); every other language has exactly these keys. */
export const historyExportEn = {
  label: 'Export this range',
  csv: 'Export CSV',
  excel: 'Export Excel',
  failed: 'The export failed: {{reason}}',
};
