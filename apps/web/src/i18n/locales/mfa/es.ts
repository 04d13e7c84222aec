import type { Catalog } from '../en';

export const mfaEs: Catalog['mfa'] = {
  codeFormat: 'Introduzca los 6 dígitos que muestra la aplicación.',
  login: {
    title: 'Inicio de sesión en dos pasos',
    codeIntro: 'Introduzca el código de 6 dígitos de su aplicación de autenticación.',
    code: 'Código',
    recoveryIntro: 'Introduzca uno de sus códigos de recuperación. Cada uno sirve una sola vez.',
    recoveryCode: 'Código de recuperación',
    useRecovery: 'Usar un código de recuperación',
    useApp: 'Usar un código de la aplicación',
    verify: 'Verificar',
    back: 'Volver al inicio de sesión',
  },
  admin: {
    badge: 'Dos pasos activo',
    reset: 'Restablecer dos pasos',
    resetTitle: 'Restablecer el inicio de sesión en dos pasos',
    resetConfirm:
      '¿Desactivar el inicio de sesión en dos pasos de <bdi>{{email}}</bdi>? Iniciará sesión solo con su contraseña y volverá a configurarlo si su rol lo exige.',
    resetDone: 'El inicio de sesión en dos pasos de <bdi>{{email}}</bdi> está desactivado.',
  },
};
