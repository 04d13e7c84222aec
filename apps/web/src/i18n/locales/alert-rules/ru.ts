import type { Catalog } from '../en';

export const alertRulesRu: Catalog['alertRules'] = {
  title: 'Правила оповещений',
};
