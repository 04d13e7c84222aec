import type { PageCatalog } from '../../pages/en';

export const labelsPageRu: PageCatalog['labels'] = {
  title: 'Печать этикеток',
  size: 'Размер этикетки',
  sizes: {
    '3.5x2in': '3,5 × 2 дюйма (стандарт)',
    '2x1in': '2 × 1 дюйм',
    '50x25mm': '50 × 25 мм',
    '62x29mm': '62 × 29 мм (Brother DK)',
    a4: 'Лист A4 (10 этикеток)',
  },
  select: 'Выбрать {{code}}',
  selectAll: 'Выбрать все на странице',
  selected: 'Выбрано: {{count}}',
  clear: 'Снять выбор',
  printSelected: 'Печать выбранных ({{count}})',
  printToday: 'Печать созданных сегодня',
  printAll: 'Печать всех',
  tooMany: 'За один раз можно напечатать не больше {{max}} выбранных черенков.',
  language: 'Язык этикетки',
  download: 'Скачать этикетку',
};
