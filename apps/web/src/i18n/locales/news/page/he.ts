import type { PageCatalog } from '../../pages/en';

export const newsPageHe: PageCatalog['news'] = {
  title: 'חדשות',
  loading: 'טוען חדשות…',
  empty: 'אין עדיין חדשות.',
  posted: 'פורסם',
  adminTitle: 'ניהול חדשות',
  formTitleAdd: 'הוספת ידיעה',
  formTitleEdit: 'עריכת הידיעה',
  postTitle: 'כותרת',
  body: 'טקסט',
  images: 'תמונות',
  add: 'פרסום',
  saved: 'נשמר',
  deleted: 'הידיעה הועברה לסל המחזור',
  deleteTitle: 'מחיקת ידיעה',
  deleteConfirm: 'להעביר את הידיעה <bdi>{{title}}</bdi> לסל המחזור? אפשר לשחזר אותה משם.',
  listTitle: 'כל הידיעות',
  requiredFields: 'כותרת וטקסט הם שדות חובה',
};
