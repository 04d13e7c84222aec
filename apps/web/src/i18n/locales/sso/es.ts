import type { Catalog } from '../en';

export const ssoEs: Catalog['sso'] = {
  signIn: 'Iniciar sesión con {{provider}}',
  or: 'o',
  emergency: 'Acceso de emergencia del administrador',
  emergencyHint: 'Solo la cuenta de administrador configurada en el servidor puede entrar con contraseña.',
  signingIn: 'Iniciando sesión…',
  failure: {
    'auth.oidc_not_allowed':
      'Su cuenta en {{provider}} no está en un grupo con permiso para usar Canopy. Consulte a su administrador.',
    'auth.oidc_email_unverified':
      '{{provider}} no ha confirmado su correo electrónico, así que no se puede vincular a su cuenta de Canopy. Confírmelo en {{provider}} o consulte a su administrador.',
    'auth.oidc_state_invalid':
      'Este inicio de sesión empezó en otra ventana o tardó demasiado. Vuelva a iniciar sesión.',
    'auth.oidc_failed':
      'No se pudo iniciar sesión con {{provider}}. Inténtelo de nuevo o consulte a su administrador.',
    'auth.oidc_handoff_invalid': 'Este inicio de sesión ha caducado o ya se usó. Vuelva a iniciar sesión.',
    'auth.oidc_disabled':
      'El inicio de sesión único no está activado en este Canopy. Entre con su contraseña.',
  },
};
