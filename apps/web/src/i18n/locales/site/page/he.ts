import type { PageCatalog } from '../../pages/en';

/** The site settings page (/admin/site, admins), loaded with it. */
export const sitePageHe: PageCatalog['site'] = {
  title: 'הגדרות האתר',
  intro: 'אזור הזמן של האתר קובע כל יום של הגידול: יום השלב, מועדים וסיכומים יומיים.',
  name: 'שם האתר',
  timeZone: 'אזור זמן',
  timeZoneHint: 'הקלידו לחיפוש, למשל Europe/Berlin',
  weightUnit: 'יחידת משקל',
  units: {
    g: 'גרם (g)',
    kg: 'קילוגרם (kg)',
    oz: 'אונקיה (oz)',
    lb: 'ליברה (lb)',
  },
  qualityCriteria: 'קריטריונים לאיכות',
  qualityCriteriaHint:
    'על מה הערות האיכות מדרגות קטיף, מ־1 עד 5 כל אחד. הקלידו מילה והקישו Enter; לכל היותר 12.',
  vpdTargets: 'יעדי VPD (kPa)',
  vpdTargetsHint:
    'לוח היגוי הגידול של כל חדר סופר איזה חלק מהיום ה־VPD שלו נשאר בתוך היעד של השלב באותו יום: העמודה „VPD ביעד”.',
  vpdFrom: '{{stage}}: מ־',
  vpdTo: '{{stage}}: עד',
  vpdOrder: 'הסוף לא יכול להיות נמוך מההתחלה.',
  saved: 'הגדרות האתר נשמרו.',
};
