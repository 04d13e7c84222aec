import type { Catalog } from '../en';

export const historyHe: Catalog['history'] = {
  range: 'טווח זמן',
  ranges: { '2h': 'שעתיים', '24h': '24 ש׳', '7d': '7 ימים', '30d': '30 יום', '1y': 'שנה', custom: 'מותאם' },
  from: 'התחלה',
  to: 'סיום',
  timeZoneHint: 'הזמנים לפי אזור הזמן Asia/Jerusalem.',
  customMissing: 'יש לבחור תאריך ושעה להתחלה ולסיום.',
  customOrder: 'ההתחלה חייבת להיות לפני הסיום.',
  stepLabel: 'נקודה אחת לכל {{step}}: הממוצע של הקריאות בה.',
  steps: { '1m': 'דקה', '5m': '5 דקות', '15m': '15 דקות', '1h': 'שעה', '1d': 'יום' },
  min: 'הנמוך ביותר',
  max: 'הגבוה ביותר',
  empty: 'אין קריאות בטווח הזה.',
  dayShare: 'חלק הזמן באור יום (0 עד 1)',
  bandHint: 'הרצועה המוצללת נמתחת מהקריאה הנמוכה ועד הגבוהה של כל נקודה.',
  title: 'היסטוריה',
  soilLatest: 'קריאות אחרונות',
  soilNotFound: 'חיישן הקרקע הזה אינו מוכר.',
};
