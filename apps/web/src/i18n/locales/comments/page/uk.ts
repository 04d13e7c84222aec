import type { PageCatalog } from '../../pages/en';

export const commentsPageUk: PageCatalog['comments'] = {
  title: 'Коментарі',
  none: 'Коментарів ще немає.',
  label: 'Додати коментар',
  add: 'Коментувати',
  loading: 'Завантаження коментарів…',
  showAll: 'Усі коментарі ({{count}})',
  latestOnly: 'Лише останній коментар',
};
