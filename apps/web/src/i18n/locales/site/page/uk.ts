import type { PageCatalog } from '../../pages/en';

/** The site settings page (/admin/site, admins), loaded with it. */
export const sitePageUk: PageCatalog['site'] = {
  title: 'Налаштування майданчика',
  intro: 'Часовий пояс майданчика визначає кожен день урожаю: день стадії, терміни та денні зведення.',
  name: 'Назва майданчика',
  timeZone: 'Часовий пояс',
  timeZoneHint: 'Почніть вводити, наприклад Europe/Berlin',
  weightUnit: 'Одиниця ваги',
  units: {
    g: 'Грами (г)',
    kg: 'Кілограми (кг)',
    oz: 'Унції (oz)',
    lb: 'Фунти (lb)',
  },
  saved: 'Налаштування майданчика збережено.',
};
