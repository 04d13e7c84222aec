import type { Catalog } from '../en';

export const accountSecurityEs: Catalog['accountSecurity'] = {
  menu: 'Seguridad',
  title: 'Seguridad',
  intro: 'Inicio de sesión en dos pasos, dónde tiene la sesión abierta y tokens para scripts.',
};
