import type { PageCatalog } from '../../pages/en';

export const devicesPageHe: PageCatalog['devices'] = {
  admin: {
    title: 'פעולות מנהל',
    set: 'הגדרה',
    saveConfig: 'שמירת תצורה',
    loadConfig: 'טעינת תצורה',
    softReset: 'אתחול רך',
    softResetConfirm: 'להפעיל מחדש את הבקר עכשיו? הוא יהיה מנותק לכמה שניות.',
    factoryReset: 'איפוס להגדרות היצרן',
    factoryResetConfirm: 'לאפס את הבקר להגדרות היצרן? הספים והמרווחים שלו יימחקו.',
    wipe: 'למחוק גם את ה-EEPROM',
  },
  audit: {
    title: 'היסטוריית פקודות',
    empty: 'עדיין לא נשלחו פקודות.',
    when: 'מתי',
    who: 'מי',
    argument: 'ארגומנט',
    result: 'תוצאה',
    system: 'מערכת',
    returned: 'הוחזר {{value}}',
  },
};
