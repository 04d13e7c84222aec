import type { Catalog } from '../en';

export const accountSecurityHe: Catalog['accountSecurity'] = {
  menu: 'אבטחה',
  title: 'אבטחה',
  intro: 'כניסה דו־שלבית, היכן אתם מחוברים, ואסימונים לסקריפטים.',
};
