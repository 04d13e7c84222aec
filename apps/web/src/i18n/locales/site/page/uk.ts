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
  qualityCriteria: 'Критерії якості',
  qualityCriteriaHint:
    'За чим нотатки про якість оцінюють урожай, кожен від 1 до 5. Введіть слово й натисніть Enter; не більше 12.',
  vpdTargets: 'Цільовий VPD (кПа)',
  vpdTargetsHint:
    'Панель керування поливом кожної кімнати рахує, яку частку доби її VPD був у межах цілі стадії цього дня: стовпець «VPD у цілі».',
  vpdFrom: '{{stage}}: від',
  vpdTo: '{{stage}}: до',
  vpdOrder: 'Кінець не може бути меншим за початок.',
  saved: 'Налаштування майданчика збережено.',
};
