import type { PageCatalog } from '../../pages/en';

export const diaryPageRu: PageCatalog['diary'] = {
  title: 'Дневник садовника',
  empty: 'Записей в дневнике пока нет.',
  note: 'Заметка',
  add: 'Добавить запись',
  saved: 'Сохранено',
  deleted: 'Запись удалена',
  by: 'автор: <bdi>{{name}}</bdi>',
  loginHint: 'Войдите, чтобы видеть дневник и черенки.',
  deleteConfirm: 'Удалить эту запись дневника вместе с фото?',
};
