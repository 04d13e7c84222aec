import type { Catalog } from '../en';

export const alertRulesEs: Catalog['alertRules'] = {
  title: 'Reglas de alerta',
};
