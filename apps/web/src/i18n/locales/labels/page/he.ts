import type { PageCatalog } from '../../pages/en';

export const labelsPageHe: PageCatalog['labels'] = {
  title: 'הדפסת תוויות',
  size: 'גודל תווית',
  sizes: {
    '3.5x2in': '3.5 × 2 אינץ׳ (רגיל)',
    '2x1in': '2 × 1 אינץ׳',
    '50x25mm': '50 × 25 מ״מ',
    '62x29mm': '62 × 29 מ״מ (Brother DK)',
    a4: 'גיליון A4 (10 תוויות)',
  },
  select: 'בחירת {{code}}',
  selectAll: 'בחירת כל מה שבעמוד',
  selected: 'נבחרו: {{count}}',
  clear: 'ניקוי הבחירה',
  printSelected: 'הדפסת הנבחרים ({{count}})',
  printToday: 'הדפסת אלה שנוצרו היום',
  printAll: 'הדפסת הכול',
  tooMany: 'אפשר להדפיס לכל היותר {{max}} ייחורים נבחרים בבת אחת.',
  language: 'שפת התווית',
  download: 'הורדת התווית',
};
