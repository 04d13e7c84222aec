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
  vpdTargets: 'Целевой VPD (кПа)',
  vpdTargetsHint:
    'Панель управления поливом каждой комнаты считает, какую долю суток её VPD был в пределах цели стадии этого дня: столбец «VPD в цели».',
  vpdFrom: '{{stage}}: от',
  vpdTo: '{{stage}}: до',
  vpdOrder: 'Конец не может быть меньше начала.',
  saved: 'Настройки площадки сохранены.',
};
