import type { PageCatalog } from '../../pages/en';

/** The mothers page (/mothers), loaded with it. */
export const mothersPageHe: PageCatalog['mothers'] = {
  title: 'צמחי אם',
  intro: 'כל צמח אם ומה עלה בגורל הייחורים שנלקחו ממנו.',
  loading: 'טוען את צמחי האם',
  empty: 'עדיין אין צמחי אם: סמנו ייחור כצמח אם בטופס העריכה שלו.',
  tableLabel: 'צמחי אם והייחורים שלהם',
  mother: 'צמח אם',
  strain: 'זן',
  clonesTaken: 'ייחורים שנלקחו',
  rooted: 'השרישו',
  lost: 'אבדו בהשרשה',
  medianDays: 'חציון ימים להשרשה',
  dryPerPlant: 'גרם יבש לצמח',
  retired: 'הוצא משימוש',
  none: '—',
};
