import type { Catalog } from '../en';

export const mfaHe: Catalog['mfa'] = {
  codeFormat: 'הזינו את 6 הספרות שהאפליקציה מציגה.',
  login: {
    title: 'כניסה דו־שלבית',
    codeIntro: 'הזינו את הקוד בן 6 הספרות מאפליקציית האימות.',
    code: 'קוד',
    recoveryIntro: 'הזינו אחד מקודי השחזור שלכם. כל קוד תקף פעם אחת.',
    recoveryCode: 'קוד שחזור',
    useRecovery: 'שימוש בקוד שחזור במקום',
    useApp: 'שימוש בקוד מהאפליקציה במקום',
    verify: 'אימות',
    back: 'חזרה להתחברות',
  },
  admin: {
    badge: 'דו־שלבי פעיל',
    reset: 'איפוס כניסה דו־שלבית',
    resetTitle: 'איפוס כניסה דו־שלבית',
    resetConfirm:
      'לכבות את הכניסה הדו־שלבית עבור <bdi>{{email}}</bdi>? המשתמש יתחבר עם הסיסמה בלבד, ויגדיר אותה מחדש אם התפקיד שלו מחייב זאת.',
    resetDone: 'הכניסה הדו־שלבית כבויה עבור <bdi>{{email}}</bdi>.',
  },
};
