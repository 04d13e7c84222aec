import type { PageCatalog } from '../../pages/en';

export const comparePageHe: PageCatalog['compare'] = {
  title: 'השוואת מכשירים',
  intro: 'עד 4 מכשירים מאותו סוג בגרף אחד: בוחרים את המכשירים, את הערך ואת טווח הזמן.',
  kind: 'סוג מכשיר',
  kinds: {
    climate: 'בקרי אקלים',
    soil: 'חיישני קרקע',
  },
  kindHint: 'החלפת הסוג מנקה את המכשירים שנבחרו.',
  devices: 'מכשירים',
  devicesHint: 'עד 4 מכשירים: נבחרו {{chosen}}.',
  devicesFull: 'נבחרו 4 מכשירים: כדי להוסיף מכשיר יש להסיר אחד.',
  devicesPlaceholder: 'בחירת מכשירים',
  nothingFound: 'אין מכשיר מתאים.',
  noneOfKind: 'עדיין אין מכשירים מהסוג הזה.',
  metric: 'ערך',
  empty: 'יש לבחור עד 4 מכשירים להשוואה.',
  chartName: '{{metric}}: {{devices}}',
  notDrawn: 'לא מוצגים בגרף: {{devices}}.',
  summaryCaption: 'הנקודות שבגרף לפי מכשיר (כל נקודה היא הממוצע של הקריאות בה).',
  device: 'מכשיר',
  lowest: 'הנמוך ביותר',
  average: 'ממוצע',
  highest: 'הגבוה ביותר',
  latest: 'האחרון',
};
