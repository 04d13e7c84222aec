import type { Catalog } from '../en';

export const ssoHe: Catalog['sso'] = {
  signIn: 'כניסה עם {{provider}}',
  or: 'או',
  emergency: 'כניסת חירום של מנהל',
  emergencyHint: 'רק חשבון המנהל שהוגדר בשרת יכול להתחבר עם סיסמה.',
  signingIn: 'מתבצעת כניסה…',
  failure: {
    'auth.oidc_not_allowed':
      'החשבון שלכם ב־{{provider}} אינו בקבוצה שמורשית להשתמש ב־Canopy. פנו למנהל המערכת.',
    'auth.oidc_email_unverified':
      '{{provider}} לא אימת את כתובת הדוא"ל שלכם, ולכן אי אפשר לקשר אותה לחשבון Canopy. אמתו אותה ב־{{provider}} או פנו למנהל המערכת.',
    'auth.oidc_state_invalid': 'הכניסה התחילה בחלון אחר או נמשכה זמן רב מדי. נסו להיכנס שוב.',
    'auth.oidc_failed': 'הכניסה עם {{provider}} לא הצליחה. נסו שוב או פנו למנהל המערכת.',
    'auth.oidc_handoff_invalid': 'הכניסה הזו פגה או שכבר נעשה בה שימוש. נסו להיכנס שוב.',
    'auth.oidc_disabled': 'כניסה יחידה (SSO) אינה מופעלת ב־Canopy הזה. התחברו עם סיסמה.',
  },
};
