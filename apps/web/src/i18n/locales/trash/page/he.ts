import type { PageCatalog } from '../../pages/en';

/** The trash page (/trash, superusers and admins), loaded with it. */
export const trashPageHe: PageCatalog['trash'] = {
  title: 'סל מחזור',
  intro:
    'זנים, ייחורים, ידיעות, באגים, משימות וחדרים שנמחקו. כל פריט נמחק לצמיתות {{days}} ימים אחרי שנמחק, מלבד חדר שמחזור השתמש בו: ההיסטוריה של המחזור שומרת אותו.',
  loading: 'טוען את סל המחזור',
  empty: 'סל המחזור ריק.',
  kind: 'סוג',
  name: 'שם',
  deletedBy: 'נמחק על ידי',
  deletedAt: 'נמחק',
  daysLeft: 'ימים שנותרו',
  unknownUser: 'לא ידוע',
  restore: 'שחזור',
  restoreLabel: 'שחזור {{name}}',
  confirmTitle: 'לשחזר מסל המחזור?',
  confirmText: '{{kind}} „{{name}}” יחזור עם התמונות, היומן, הרישומים וההערות שלו.',
  confirmRoom: 'החדר „{{name}}” יחזור בלי המכשירים שהיו בו: ייתכן שהם כבר בחדרים אחרים.',
  kept: 'נשמר: מחזור השתמש בו',
  restored: '{{kind}} „{{name}}” שוחזר',
  entities: {
    strain: 'זן',
    cutting: 'ייחור',
    news: 'ידיעה',
    bug: 'באג',
    task: 'משימה',
    room: 'חדר',
  },
};
