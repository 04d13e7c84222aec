import type { PageCatalog } from '../../pages/en';

export const usersPageHe: PageCatalog['users'] = {
  title: 'משתמשים',
  noRights: 'אין לך הרשאה לנהל משתמשים',
  addTitle: 'הוספת משתמש',
  role: 'תפקיד',
  add: 'הוספה',
  added: 'המשתמש <bdi>{{email}}</bdi> נוסף.',
  listTitle: 'כל המשתמשים',
  empty: 'עדיין אין משתמשים.',
  shortId: 'מזהה',
  created: 'נוצר',
  you: 'את/ה',
  newPassword: 'סיסמה חדשה',
  newPasswordHint: 'השאירו ריק כדי לשמור על הסיסמה הנוכחית',
  saved: 'השינויים עבור <bdi>{{email}}</bdi> נשמרו.',
  deleteTitle: 'מחיקת משתמש',
  deleteConfirm: 'למחוק את המשתמש <bdi>{{email}}</bdi>? אי אפשר לבטל פעולה זו.',
  deleted: 'המשתמש <bdi>{{email}}</bdi> נמחק.',
};
