import type { PageCatalog } from '../../pages/en';

export const usersPageRu: PageCatalog['users'] = {
  title: 'Пользователи',
  noRights: 'У вас нет прав на управление пользователями',
  addTitle: 'Добавить пользователя',
  role: 'Роль',
  add: 'Добавить',
  added: 'Пользователь <bdi>{{email}}</bdi> добавлен.',
  listTitle: 'Все пользователи',
  empty: 'Пользователей пока нет.',
  shortId: 'ID',
  created: 'Создан',
  you: 'вы',
  newPassword: 'Новый пароль',
  newPasswordHint: 'Оставьте пустым, чтобы не менять пароль',
  saved: 'Изменения для <bdi>{{email}}</bdi> сохранены.',
  deleteTitle: 'Удаление пользователя',
  deleteConfirm: 'Удалить пользователя <bdi>{{email}}</bdi>? Это действие нельзя отменить.',
  deleted: 'Пользователь <bdi>{{email}}</bdi> удалён.',
};
