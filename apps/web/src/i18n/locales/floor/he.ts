import type { Catalog } from '../en';

export const floorHe: Catalog['floor'] = {
  view: 'תצוגת המכשירים',
  viewList: 'רשימה',
  viewCards: 'כרטיסים',
  gridTitle: 'מכשירי אקלים וקרקע',
  listCaption: 'המכשירים במבט אחד',
  trendLabel: 'טמפרטורה ב-6 השעות האחרונות: מ-{{from}} עד {{to}}',
  trendEmpty: 'אין קריאות ב-6 השעות האחרונות',
  quick: {
    title: 'פעולות מהירות',
    log: 'רישום אירוע',
    photo: 'הוספת תמונה',
    diary: 'כתיבת רשומה ביומן',
  },
  shrinking: 'מקטינים את התמונה…',
};
