import type { Catalog } from '../en';

export const accountSecurityUk: Catalog['accountSecurity'] = {
  menu: 'Безпека',
  title: 'Безпека',
  intro: 'Двоетапний вхід, де відкрито ваш сеанс і токени для скриптів.',
};
