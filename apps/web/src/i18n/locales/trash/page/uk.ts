import type { PageCatalog } from '../../pages/en';

/** The trash page (/trash, superusers and admins), loaded with it. */
export const trashPageUk: PageCatalog['trash'] = {
  title: 'Кошик',
  intro:
    'Видалені сорти, живці, новини, помилки, завдання й кімнати. Кожен елемент видаляється назавжди через {{days}} дн. після видалення, крім кімнати, у якій ішов цикл: історія циклу її зберігає.',
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
  confirmRoom:
    'Кімната «{{name}}» повернеться без попередніх пристроїв: вони можуть бути вже в інших кімнатах.',
  kept: 'Зберігається: у ній ішов цикл',
  restored: '{{kind}} «{{name}}» відновлено',
  entities: {
    strain: 'Сорт',
    cutting: 'Живець',
    news: 'Новина',
    bug: 'Помилка',
    task: 'Завдання',
    room: 'Кімната',
  },
};
