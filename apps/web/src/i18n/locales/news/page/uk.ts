import type { PageCatalog } from '../../pages/en';

export const newsPageUk: PageCatalog['news'] = {
  title: 'Новини',
  loading: 'Завантаження новин…',
  empty: 'Новин поки немає.',
  posted: 'Опубліковано',
  adminTitle: 'Керування новинами',
  formTitleAdd: 'Додати новину',
  formTitleEdit: 'Редагувати новину',
  postTitle: 'Заголовок',
  body: 'Текст',
  images: 'Зображення',
  add: 'Опублікувати',
  saved: 'Збережено',
  deleted: 'Новину переміщено до кошика',
  deleteTitle: 'Видалити новину',
  deleteConfirm: 'Перемістити новину <bdi>{{title}}</bdi> до кошика? Її можна відновити звідти.',
  listTitle: 'Усі новини',
  requiredFields: "Заголовок і текст обов'язкові",
};
