import type { PageCatalog } from '../../pages/en';

export const usersPageUk: PageCatalog['users'] = {
  title: 'Користувачі',
  noRights: 'У вас немає прав на керування користувачами',
  addTitle: 'Додати користувача',
  role: 'Роль',
  add: 'Додати',
  added: 'Користувача <bdi>{{email}}</bdi> додано.',
  listTitle: 'Усі користувачі',
  empty: 'Користувачів ще немає.',
  shortId: 'ID',
  created: 'Створено',
  you: 'ви',
  newPassword: 'Новий пароль',
  newPasswordHint: 'Залиште порожнім, щоб не змінювати пароль',
  saved: 'Зміни для <bdi>{{email}}</bdi> збережено.',
  deleteTitle: 'Видалення користувача',
  deleteConfirm: 'Видалити користувача <bdi>{{email}}</bdi>? Цю дію не можна скасувати.',
  deleted: 'Користувача <bdi>{{email}}</bdi> видалено.',
};
