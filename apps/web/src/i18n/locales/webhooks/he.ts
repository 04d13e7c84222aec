import type { Catalog } from '../en';

export const webhooksHe: Catalog['webhooks'] = {
  urlProblem: {
    invalid: 'הזינו כתובת מלאה, למשל https://example.com/hook',
    scheme: 'הכתובת חייבת להתחיל ב-http://‎ או ב-https://‎',
    credentials: 'השמיטו את שם המשתמש והסיסמה: המקבלים בודקים את החתימה במקומם',
  },
};
