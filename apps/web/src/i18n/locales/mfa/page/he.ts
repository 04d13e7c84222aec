import type { PageCatalog } from '../../pages/en';

export const mfaPageHe: PageCatalog['mfa'] = {
  title: 'כניסה דו־שלבית',
  intro: 'אחרי הסיסמה, Canopy מבקשת גם קוד מאפליקציית אימות בטלפון שלכם.',
  statusOn: 'הכניסה הדו־שלבית פעילה.',
  statusOff: 'הכניסה הדו־שלבית כבויה.',
  recoveryLeft: 'קודי שחזור שנותרו: {{count}}',
  recoveryLow: 'נותרו מעט קודי שחזור. כבו והפעילו מחדש את הכניסה הדו־שלבית כדי לקבל קודים חדשים.',
  turnOn: 'הפעלה',
  turnOff: 'כיבוי',
  enrollmentRequired:
    'התפקיד שלכם מחייב כניסה דו־שלבית. הפעילו אותה כאן כדי להמשיך להשתמש ב־Canopy: עד אז שאר הדפים סגורים.',
  setup: {
    scan: 'סרקו את קוד ה־QR הזה באפליקציית אימות, כמו Google Authenticator, Microsoft Authenticator או Aegis.',
    qrLabel: 'קוד QR להוספת Canopy לאפליקציית אימות',
    manual: 'או הקלידו את המפתח הזה באפליקציה:',
    code: 'קוד מהאפליקציה',
    codeHint: '6 הספרות שהאפליקציה מציגה עבור Canopy.',
    confirm: 'הפעלה',
    cancel: 'ביטול',
  },
  recovery: {
    title: 'קודי השחזור שלכם',
    intro: 'אם הטלפון יאבד, כל אחד מהקודים האלה יאפשר התחברות אחת. שמרו אותם במקום בטוח: הם מוצגים רק עכשיו.',
    listLabel: 'קודי שחזור',
    copy: 'העתקת הקודים',
    copied: 'הועתק',
    download: 'הורדה כקובץ טקסט',
    fileTitle: 'קודי השחזור של Canopy עבור {{email}}',
    fileNote: 'כל קוד תקף פעם אחת. שמרו את הקובץ הזה במקום בטוח.',
    saved: 'שמרתי את הקודים האלה',
    done: 'סיום',
  },
  disable: {
    title: 'כיבוי הכניסה הדו־שלבית',
    intro: 'אשרו עם הסיסמה ועם קוד מהאפליקציה או אחד מקודי השחזור.',
    password: 'סיסמה',
    code: 'קוד מהאפליקציה או קוד שחזור',
    confirm: 'כיבוי',
    cancel: 'ביטול',
  },
  turnedOff: 'הכניסה הדו־שלבית כבויה.',
};
