import type { PageCatalog } from '../../pages/en';

export const cuttingsPageHe: PageCatalog['cuttings'] = {
  admin: {
    title: 'ניהול ייחורים',
    addTitle: 'הוספת ייחור',
    add: 'הוספת ייחור',
    addNeedsStrain: 'יש להוסיף זן קודם: כל ייחור שייך לזן.',
    noStrains: 'אין זנים',
    added: 'הייחור {{code}} נוסף',
    updated: 'הייחור {{code}} עודכן',
    deleted: 'הייחור {{code}} הועבר לסל המחזור',
    duplicated: 'שוכפל בתור {{code}}',
    listTitle: 'כל הייחורים',
    history: 'היסטוריה',
    historyOf: 'היסטוריה של {{code}}',
    editOf: 'עריכת {{code}}',
    duplicate: 'שכפול',
    deleteConfirm:
      'להעביר את הייחור <bdi>{{code}}</bdi> לסל המחזור, עם התמונות, היומן וההיסטוריה שלו? אפשר לשחזר אותו משם.',
  },
};
