import type { PageCatalog } from '../../pages/en';

export const labelsPageUk: PageCatalog['labels'] = {
  title: 'Друк етикеток',
  size: 'Розмір етикетки',
  sizes: {
    '3.5x2in': '3,5 × 2 дюйми (стандарт)',
    '2x1in': '2 × 1 дюйм',
    '50x25mm': '50 × 25 мм',
    '62x29mm': '62 × 29 мм (Brother DK)',
    a4: 'Аркуш A4 (10 етикеток)',
  },
  select: 'Вибрати {{code}}',
  selectAll: 'Вибрати всі на сторінці',
  selected: 'Вибрано: {{count}}',
  clear: 'Зняти вибір',
  printSelected: 'Друк вибраних ({{count}})',
  printToday: 'Друк створених сьогодні',
  printAll: 'Друк усіх',
  tooMany: 'За один раз можна надрукувати щонайбільше {{max}} вибраних живців.',
  language: 'Мова етикетки',
  download: 'Завантажити етикетку',
};
