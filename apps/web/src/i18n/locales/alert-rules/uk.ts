import type { Catalog } from '../en';

export const alertRulesUk: Catalog['alertRules'] = {
  title: 'Правила сповіщень',
};
