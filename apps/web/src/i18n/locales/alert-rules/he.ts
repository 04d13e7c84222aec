import type { Catalog } from '../en';

export const alertRulesHe: Catalog['alertRules'] = {
  title: 'כללי התראה',
};
