import type { PageCatalog } from '../../pages/en';

export const diaryPageUk: PageCatalog['diary'] = {
  title: 'Щоденник садівника',
  empty: 'Записів у щоденнику поки немає.',
  note: 'Нотатка',
  add: 'Додати запис',
  saved: 'Збережено',
  deleted: 'Запис видалено',
  by: 'автор: <bdi>{{name}}</bdi>',
  loginHint: 'Увійдіть, щоб бачити щоденник і живці.',
  deleteConfirm: 'Видалити цей запис щоденника разом із фото?',
};
