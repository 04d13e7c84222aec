import type { PageCatalog } from '../../pages/en';

/** The home page's welcome: only the home page shows it. */
export const homePageHe: PageCatalog['home'] = {
  title: 'ברוכים הבאים ל-Canopy',
  intro: 'Canopy הוא לוח בקרה למטע חכם: כל הזנים, הייחורים והמשימות של הגידול שלכם במקום אחד.',
  climate:
    'ניהול האקלים שומר על הטמפרטורה, הלחות וההשקיה בטווח הנכון: החיישנים מדווחים מסביב לשעון, ואת השקעים, התאורה והמשאבות אפשר להפעיל מכאן.',
  cta: 'התחברו כדי לראות את המכשירים והצמחים שלכם.',
};
