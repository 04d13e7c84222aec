import type { Catalog } from '../en';

export const offlineHe: Catalog['offline'] = {
  offlineAsOf: 'לא מקוון, נכון ל־{{time}}',
  savedForLater: 'נשמרו במכשיר הזה: {{count}}. יישלחו ברגע שהרשת תחזור.',
  savedHere: {
    bug: 'התקלה נשמרה במכשיר הזה ותדווח ברגע שהרשת תחזור.',
    task: 'המשימה נשמרה במכשיר הזה ותתווסף ברגע שהרשת תחזור.',
  },
  pendingButton: 'ממתינים: {{count}}',
  pendingTitle: 'ממתינים לשליחה',
  waiting: 'ממתין לרשת',
  refused: 'נדחה: {{reason}}',
  edit: 'עריכה',
  discard: 'ביטול',
  editTitle: 'עריכה ושליחה מחדש',
  text: 'טקסט',
  send: 'שליחה',
  updateAvailable: 'גרסה חדשה זמינה',
  reload: 'טעינה מחדש',
  kinds: {
    cuttingDiary: 'רשומת יומן של ייחור',
    strainDiary: 'רשומת יומן של זן',
    cuttingLog: 'רשומת יומן פעולות של ייחור',
    taskComment: 'תגובה למשימה',
    bugComment: 'תגובה לתקלה',
    bug: 'תקלה חדשה',
    task: 'משימה חדשה',
    plantLoss: 'אובדן צמחים',
    groupPhoto: 'תמונה של קבוצת צמחים',
    weighing: 'שקילת קציר',
    taskChecklist: 'סימון ברשימת משימות',
  },
};
