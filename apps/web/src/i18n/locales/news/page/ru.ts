import type { PageCatalog } from '../../pages/en';

export const newsPageRu: PageCatalog['news'] = {
  title: 'Новости',
  loading: 'Загрузка новостей…',
  empty: 'Новостей пока нет.',
  posted: 'Опубликовано',
  adminTitle: 'Управление новостями',
  formTitleAdd: 'Добавить новость',
  formTitleEdit: 'Редактировать новость',
  postTitle: 'Заголовок',
  body: 'Текст',
  images: 'Изображения',
  add: 'Опубликовать',
  saved: 'Сохранено',
  deleted: 'Новость перемещена в корзину',
  deleteTitle: 'Удалить новость',
  deleteConfirm: 'Переместить новость <bdi>{{title}}</bdi> в корзину? Её можно восстановить оттуда.',
  listTitle: 'Все новости',
  requiredFields: 'Заголовок и текст обязательны',
};
