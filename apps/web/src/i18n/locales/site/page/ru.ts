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
  qualityCriteria: 'Критерии качества',
  qualityCriteriaHint:
    'По чему заметки о качестве оценивают урожай, каждый от 1 до 5. Введите слово и нажмите Enter; не больше 12.',
  saved: 'Настройки площадки сохранены.',
};
