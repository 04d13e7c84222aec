import type { PageCatalog } from '../../pages/en';

export const diaryPageHe: PageCatalog['diary'] = {
  title: 'יומן המגדל',
  empty: 'אין עדיין רשומות ביומן.',
  note: 'הערה',
  add: 'הוספת רשומה',
  saved: 'נשמר',
  deleted: 'הרשומה נמחקה',
  by: 'מאת <bdi>{{name}}</bdi>',
  loginHint: 'התחברו כדי לראות את היומן והייחורים.',
  deleteConfirm: 'למחוק את רשומת היומן ואת התמונות שלה?',
};
