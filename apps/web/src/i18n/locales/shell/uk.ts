import type { Catalog } from '../en';

export const shellUk: Catalog['shell'] = {
  skipToContent: 'Перейти до основного вмісту',
  groups: {
    crop: 'Рослини',
    climate: 'Клімат',
    team: 'Команда',
  },
  alerts: 'Сповіщення',
  alertRules: 'Правила сповіщень',
  collapse: 'Згорнути навігацію',
  expand: 'Розгорнути навігацію',
  bottomNav: 'Часті сторінки',
  account: 'Обліковий запис',
};
