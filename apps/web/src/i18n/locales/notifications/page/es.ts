import type { PageCatalog } from '../../pages/en';

export const notificationsPageEs: PageCatalog['notifications'] = {
  title: 'Notificaciones',
  intro:
    'Cómo y cuándo te enteras de las alertas. Cada mensaje se escribe en el idioma elegido aquí, con valores, unidades y un enlace al dispositivo.',
  channelsTitle: 'Canales',
  channel: {
    telegram: 'Telegram',
    email: 'Correo electrónico',
    push: 'Notificaciones push',
  },
  unavailable: {
    telegram: 'Este servidor no tiene un bot de Telegram configurado.',
    email: 'El correo no está configurado en este servidor.',
    push: 'Las notificaciones push no están configuradas en este servidor.',
  },
  push: {
    device: 'Notificaciones push en este dispositivo',
    deviceHint: 'Las alertas aparecen en este teléfono u ordenador aunque Canopy esté cerrado.',
    unsupported: 'Este navegador no puede recibir notificaciones push.',
    denied:
      'Las notificaciones están bloqueadas para este sitio. Permítelas en la configuración del navegador y vuelve a intentarlo.',
    turnedOn: 'Este dispositivo recibirá notificaciones push.',
    turnedOff: 'Este dispositivo ya no recibirá notificaciones push.',
  },
  emailTo: 'Enviar el correo a',
  emailHint: 'Déjalo vacío para usar {{email}}.',
  telegramLinked: 'Tu chat de Telegram está vinculado.',
  unlink: 'Desvincular',
  link: 'Vincular Telegram',
  sendCode: 'Envía esto al bot:',
  openBot: 'Abrir {{bot}} en Telegram',
  codeExpires: 'El código vale hasta',
  waiting: 'Esta página se actualiza cuando el bot lo reciba.',
  whenTitle: 'Cuándo',
  minSeverity: 'Enviarme',
  severity: {
    warning: 'Avisos y alertas críticas',
    critical: 'Solo alertas críticas',
  },
  language: 'Idioma de los mensajes',
  quietHours: 'Horas de silencio',
  quietHint:
    'Los avisos esperan a que terminen y llegan en un solo resumen; las alertas críticas llegan siempre al momento.',
  quietFrom: 'Desde',
  quietTo: 'Hasta',
  invalidTime: 'Introduce las horas como HH:MM.',
  saved: 'Tu configuración de notificaciones se ha guardado.',
  sendTest: 'Enviar una prueba',
  testSent: 'Un mensaje de prueba va en camino: {{channels}}.',
  digest: {
    title: 'Resumen semanal',
    switch: 'Resumen semanal',
    hint: 'Cada lunes a las 08:00 (hora del sitio): cómo fue cada ciclo la semana pasada, por correo y Telegram.',
    sendNow: 'Envíame ahora el resumen de esta semana',
    sent: 'El resumen de esta semana hasta ahora va en camino: {{channels}}.',
    noChannel: 'Ningún canal te alcanza: activa el correo o vincula Telegram, guarda y vuelve a intentarlo.',
  },
};
