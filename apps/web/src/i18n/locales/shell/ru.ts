import type { Catalog } from '../en';

export const shellRu: Catalog['shell'] = {
  skipToContent: 'Перейти к основному содержимому',
  groups: {
    crop: 'Растения',
    climate: 'Климат',
    team: 'Команда',
  },
  alerts: 'Оповещения',
  alertRules: 'Правила оповещений',
  collapse: 'Свернуть навигацию',
  expand: 'Развернуть навигацию',
  bottomNav: 'Частые страницы',
  account: 'Аккаунт',
};
