import type { Catalog } from '../en';

export const accountSecurityRu: Catalog['accountSecurity'] = {
  menu: 'Безопасность',
  title: 'Безопасность',
  intro: 'Двухэтапный вход, где открыт ваш сеанс и токены для скриптов.',
};
