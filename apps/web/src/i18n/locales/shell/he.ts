import type { Catalog } from '../en';

export const shellHe: Catalog['shell'] = {
  skipToContent: 'דילוג לתוכן הראשי',
  groups: {
    crop: 'גידול',
    climate: 'אקלים',
    team: 'צוות',
  },
  alerts: 'התראות',
  alertRules: 'כללי התראה',
  collapse: 'כיווץ הניווט',
  expand: 'הרחבת הניווט',
  bottomNav: 'עמודים שימושיים',
  account: 'חשבון',
};
