import type { PageCatalog } from '../../pages/en';

export const labelsPageEs: PageCatalog['labels'] = {
  title: 'Imprimir etiquetas',
  size: 'Tamaño de etiqueta',
  sizes: {
    '3.5x2in': '3,5 × 2 in (estándar)',
    '2x1in': '2 × 1 in',
    '50x25mm': '50 × 25 mm',
    '62x29mm': '62 × 29 mm (Brother DK)',
    a4: 'Hoja A4 (10 etiquetas)',
  },
  select: 'Seleccionar {{code}}',
  selectAll: 'Seleccionar todos los de la página',
  selected: 'Seleccionados: {{count}}',
  clear: 'Quitar la selección',
  printSelected: 'Imprimir seleccionados ({{count}})',
  printToday: 'Imprimir los creados hoy',
  printAll: 'Imprimir todos',
  tooMany: 'Se pueden imprimir como máximo {{max}} esquejes seleccionados a la vez.',
  language: 'Idioma de la etiqueta',
  download: 'Descargar etiqueta',
};
