import type { PageCatalog } from '../../pages/en';

/** The trash page (/trash, superusers and admins), loaded with it. */
export const trashPageUk: PageCatalog['trash'] = {
  title: 'Кошик',
  intro:
    'Видалені сорти, живці, новини, помилки й завдання. Кожен елемент видаляється назавжди через {{days}} дн. після видалення.',
  loading: 'Завантаження кошика',
  empty: 'Кошик порожній.',
  kind: 'Тип',
  name: 'Назва',
  deletedBy: 'Хто видалив',
  deletedAt: 'Видалено',
  daysLeft: 'Залишилось днів',
  unknownUser: 'Невідомо',
  restore: 'Відновити',
  restoreLabel: 'Відновити {{name}}',
  confirmTitle: 'Відновити з кошика?',
  confirmText: '{{kind}} «{{name}}» повернеться зі своїми фото, щоденником, журналом і коментарями.',
  restored: '{{kind}} «{{name}}» відновлено',
  entities: {
    strain: 'Сорт',
    cutting: 'Живець',
    news: 'Новина',
    bug: 'Помилка',
    task: 'Завдання',
  },
};
