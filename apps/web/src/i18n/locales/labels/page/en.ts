/**
 * Printing QR labels from /cuttings, a cutting's or a strain's page and a run's groups: sizes, language,
 * choosing cuttings. Loaded with those pages.
 */
export const labelsPageEn = {
  title: 'Print labels',
  size: 'Label size',
  sizes: {
    '3.5x2in': '3.5 × 2 in (standard)',
    '2x1in': '2 × 1 in',
    '50x25mm': '50 × 25 mm',
    '62x29mm': '62 × 29 mm (Brother DK)',
    a4: 'A4 sheet (10 labels)',
  },
  select: 'Select {{code}}',
  selectAll: 'Select all on the page',
  selected: 'Selected: {{count}}',
  clear: 'Clear selection',
  printSelected: 'Print selected ({{count}})',
  printToday: 'Print created today',
  printAll: 'Print all',
  tooMany: 'At most {{max}} selected cuttings can be printed at a time.',
  language: 'Language of the label',
  download: 'Download label',
};
