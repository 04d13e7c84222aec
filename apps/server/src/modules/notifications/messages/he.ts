import { RULE_NAME_WORDS } from '@canopy/shared/rule-name-words';
import { STAGE_NAMES } from '@canopy/shared/stage-names';
import type { MessageCatalog } from './catalog.ts';

/**
 * Hebrew is right-to-left. Each line's first letter outside the isolated values is Hebrew (never a Latin
 * word), so clients lay the line out right-to-left; the renderer isolates numbers, units, names and times.
 */
export const he: MessageCatalog = {
  severity: { warning: 'אזהרה', critical: 'קריטי' },
  kind: {
    threshold: 'חריגה מהטווח',
    stale: 'אין נתונים',
    leak: 'דליפת מים',
    power: 'הפסקת חשמל',
  },
  metric: {
    temperature: 'טמפרטורה',
    humidity: 'לחות',
    co2: 'CO2',
    vpd: 'VPD',
    moisture_pct: 'לחות הקרקע',
    temp_c: 'טמפרטורת הקרקע',
    ec_mscm: 'מוליכות (EC)',
    ph: 'חומציות הקרקע',
    n_mgkg: 'חנקן',
    p_mgkg: 'זרחן',
    k_mgkg: 'אשלגן',
    inRate_lpm: 'זרימה נכנסת',
    outRate_lpm: 'זרימה יוצאת',
  },
  resolution: {
    cleared: 'המצב חזר לתקין',
    rule_changed: 'הכלל שונה',
    rule_deleted: 'הכלל נמחק',
    device_removed: 'המכשיר הוסר',
  },
  ruleName: RULE_NAME_WORDS.he,
  headline: {
    opened: '[{{severity}}] {{device}}: {{what}}',
    repeat: '[{{severity}}] תזכורת: {{device}}: {{what}}',
    resolved: 'נפתרה: {{device}}: {{what}}',
    acknowledged: 'אושרה על ידי {{who}}: {{device}}: {{what}}',
  },
  what: {
    above: '{{metric}} {{value}}, מעל {{limit}}',
    below: '{{metric}} {{value}}, מתחת ל־{{limit}}',
    stale: 'אין נתונים כבר {{minutes}} דק׳ (הסף: {{limit}} דק׳)',
    leak: 'זרימה נכנסת של {{value}} בלי זרימה יוצאת',
    flowAbove: 'זרימה של {{value}}, מעל המקסימום ({{limit}})',
    powerLost: 'הפסקת חשמל',
    powerRestored: 'החשמל חזר',
  },
  line: {
    rule: 'כלל: {{name}}',
    device: 'מכשיר: {{name}}',
    room: 'חדר: {{room}}',
    kind: 'סוג: {{kind}}',
    severity: 'חומרה: {{severity}}',
    value: 'הערך הקיצוני ביותר: {{value}}',
    upperLimit: 'גבול עליון: {{limit}}',
    lowerLimit: 'גבול תחתון: {{limit}}',
    // Not "נפתחה" (opened): it differs from "נפתרה" (resolved) below by one letter.
    opened: 'התחלה: {{time}}',
    resolved: 'נפתרה: {{time}}',
    reason: 'סיבה: {{reason}}',
    acknowledged: 'אושרה על ידי {{who}}: {{time}}',
    note: 'הערה: {{note}}',
    reminder: 'ההתראה עדיין פתוחה ואף אחד עוד לא אישר אותה.',
    link: 'דף המכשיר:',
  },
  stage: STAGE_NAMES.he,
  crop: {
    run: 'מחזור {{code}} · {{stageDay}}',
    stageDay: '{{stage}} יום {{day}} מתוך {{planned}}',
    stageDayOpen: '{{stage}} יום {{day}}',
  },
  summary: {
    subject: 'התראות פתוחות אחרי השעות השקטות: {{count}}',
    intro: 'ההתראות האלה הגיעו בשעות השקטות שלך ועדיין פתוחות (השעות לפי {{zone}}):',
    entry: '{{rule}}: פתוחה מאז {{time}}',
    more: '…ועוד {{count}}',
  },
  test: {
    subject: 'הודעת בדיקה מ־Canopy',
    text: 'זוהי הודעת בדיקה עבור {{email}}: התראות Canopy יגיעו לכאן.',
    settings: 'הגדרות ההתראות:',
  },
  bot: {
    linked: 'בוצע: התראות Canopy יגיעו לצ׳אט הזה.',
    link_invalid: 'הקוד לא מוכר או שפג תוקפו. אפשר לקבל קוד חדש ב־Canopy: תפריט החשבון, "התראות אישיות".',
    not_linked:
      'חשבון הטלגרם הזה לא מקושר למשתמש ב־Canopy. יש לקשר אותו קודם ב־Canopy: תפריט החשבון, "התראות אישיות".',
    acknowledged: 'ההתראה אושרה.',
    already_resolved: 'ההתראה הזו כבר נפתרה.',
    not_found: 'ההתראה הזו כבר לא קיימת.',
  },
  task: {
    assigned: 'משימה #{{id}} הוטלה עליך על ידי {{by}}: {{description}}',
    due: 'תאריך יעד: {{due}}',
    morningSubject: 'המשימות שלך להיום: {{count}}',
    morningIntro: 'משימות פתוחות להיום ומשימות באיחור (השעות לפי {{zone}}):',
    overdue: 'באיחור',
    today: 'להיום',
    entry: 'משימה #{{id}}: {{description}}',
    entryDue: 'משימה #{{id}}: {{description}} (יעד: {{due}})',
    overdueSubject: 'באיחור, עדיפות גבוהה: משימה #{{id}}: {{description}}',
    link: 'משימות:',
  },
  automation: {
    ran: 'האוטומציה {{name}} הופעלה: {{outcome}}',
    at: 'מתי: {{time}}',
    outcomes: {
      ok: 'בוצעה',
      cooldown: 'נדחתה, הופעלה לפני פחות מזמן ההמתנה',
      condition_false: 'נדחתה, תנאי לא התקיים',
      device_offline: 'נכשלה: המכשיר מנותק',
      device_refused: 'נכשלה: המכשיר סירב',
      forbidden_now: 'נכשלה: ליוצר כבר אין הרשאה לכך',
      unknown_target: 'נכשלה: משהו שהיא מזכירה כבר לא קיים',
      action_failed: 'נכשלה: פעולה לא הצליחה',
    },
    link: 'ההפעלות שלה:',
  },
  ackButton: 'אישור',
};
