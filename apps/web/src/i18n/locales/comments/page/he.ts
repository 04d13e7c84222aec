import type { PageCatalog } from '../../pages/en';

export const commentsPageHe: PageCatalog['comments'] = {
  title: 'תגובות',
  none: 'אין עדיין תגובות.',
  label: 'הוספת תגובה',
  add: 'הגבה',
  loading: 'טוען תגובות…',
  showAll: 'כל התגובות ({{count}})',
  latestOnly: 'רק התגובה האחרונה',
};
