import type { PageCatalog } from '../../pages/en';

/** The site settings page (/admin/site, admins), loaded with it. */
export const sitePageRu: PageCatalog['site'] = {
  title: 'Настройки площадки',
  intro: 'Часовой пояс площадки определяет каждый день урожая: день стадии, сроки и дневные сводки.',
  name: 'Название площадки',
  timeZone: 'Часовой пояс',
  timeZoneHint: 'Начните вводить, например Europe/Berlin',
  weightUnit: 'Единица веса',
  units: {
    g: 'Граммы (г)',
    kg: 'Килограммы (кг)',
    oz: 'Унции (oz)',
    lb: 'Фунты (lb)',
  },
  saved: 'Настройки площадки сохранены.',
};
