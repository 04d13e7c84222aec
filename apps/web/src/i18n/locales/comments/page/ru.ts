import type { PageCatalog } from '../../pages/en';

export const commentsPageRu: PageCatalog['comments'] = {
  title: 'Комментарии',
  none: 'Комментариев пока нет.',
  label: 'Добавить комментарий',
  add: 'Комментировать',
  loading: 'Загрузка комментариев…',
  showAll: 'Все комментарии ({{count}})',
  latestOnly: 'Только последний комментарий',
};
