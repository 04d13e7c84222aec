import type { PageCatalog } from '../../pages/en';

export const mfaPageEs: PageCatalog['mfa'] = {
  title: 'Inicio de sesión en dos pasos',
  intro:
    'Después de su contraseña, Canopy le pide también un código de una aplicación de autenticación en su teléfono.',
  statusOn: 'El inicio de sesión en dos pasos está activado.',
  statusOff: 'El inicio de sesión en dos pasos está desactivado.',
  recoveryLeft: 'Códigos de recuperación restantes: {{count}}',
  recoveryLow:
    'Quedan pocos códigos de recuperación. Desactive y vuelva a activar el inicio de sesión en dos pasos para obtener otros nuevos.',
  turnOn: 'Activar',
  turnOff: 'Desactivar',
  enrollmentRequired:
    'Su rol exige el inicio de sesión en dos pasos. Actívelo aquí para seguir usando Canopy: las demás páginas permanecen cerradas hasta entonces.',
  setup: {
    scan: 'Escanee este código QR con una aplicación de autenticación, como Google Authenticator, Microsoft Authenticator o Aegis.',
    qrLabel: 'Código QR para añadir Canopy a una aplicación de autenticación',
    manual: 'O escriba esta clave en la aplicación:',
    code: 'Código de la aplicación',
    codeHint: 'Los 6 dígitos que la aplicación muestra para Canopy.',
    confirm: 'Activar',
    cancel: 'Cancelar',
  },
  recovery: {
    title: 'Sus códigos de recuperación',
    intro:
      'Si pierde su teléfono, cada uno de estos códigos le permite iniciar sesión una vez. Guárdelos en un lugar seguro: solo se muestran ahora.',
    listLabel: 'Códigos de recuperación',
    copy: 'Copiar códigos',
    copied: 'Copiados',
    download: 'Descargar como texto',
    fileTitle: 'Códigos de recuperación de Canopy para {{email}}',
    fileNote: 'Cada código sirve una sola vez. Guarde este archivo en un lugar seguro.',
    saved: 'He guardado estos códigos',
    done: 'Listo',
  },
  disable: {
    title: 'Desactivar el inicio de sesión en dos pasos',
    intro: 'Confirme con su contraseña y un código de la aplicación o uno de sus códigos de recuperación.',
    password: 'Contraseña',
    code: 'Código de la aplicación o código de recuperación',
    confirm: 'Desactivar',
    cancel: 'Cancelar',
  },
  turnedOff: 'El inicio de sesión en dos pasos está desactivado.',
};
