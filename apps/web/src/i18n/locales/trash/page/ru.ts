import type { PageCatalog } from '../../pages/en';

/** The trash page (/trash, superusers and admins), loaded with it. */
export const trashPageRu: PageCatalog['trash'] = {
  title: 'Корзина',
  intro:
    'Удалённые сорта, черенки, новости, ошибки, задачи и комнаты. Каждый элемент удаляется навсегда через {{days}} дн. после удаления, кроме комнаты, в которой шёл цикл: история цикла её хранит.',
  loading: 'Загрузка корзины',
  empty: 'Корзина пуста.',
  kind: 'Тип',
  name: 'Название',
  deletedBy: 'Кто удалил',
  deletedAt: 'Удалено',
  daysLeft: 'Осталось дней',
  unknownUser: 'Неизвестно',
  restore: 'Восстановить',
  restoreLabel: 'Восстановить {{name}}',
  confirmTitle: 'Восстановить из корзины?',
  confirmText: '{{kind}} «{{name}}» вернётся со своими фото, дневником, журналом и комментариями.',
  confirmRoom: 'Комната «{{name}}» вернётся без прежних устройств: они могут быть уже в других комнатах.',
  kept: 'Хранится: в ней шёл цикл',
  restored: '{{kind}} «{{name}}» восстановлен(а)',
  entities: {
    strain: 'Сорт',
    cutting: 'Черенок',
    news: 'Новость',
    bug: 'Ошибка',
    task: 'Задача',
    room: 'Комната',
  },
};
