import type { Catalog } from '../en';

export const notificationsRu: Catalog['notifications'] = {
  title: 'Уведомления',
  menu: 'Уведомления',
  intro:
    'Как и когда вы узнаёте об оповещениях. Каждое сообщение пишется на выбранном здесь языке, со значениями, единицами и ссылкой на устройство.',
  channelsTitle: 'Каналы',
  channel: { telegram: 'Telegram', email: 'E-mail', push: 'Push-уведомления на этом устройстве' },
  unavailable: {
    telegram: 'На этом сервере не настроен бот Telegram.',
    email: 'E-mail на этом сервере не настроен.',
    push: 'Push-уведомления пока недоступны.',
  },
  emailTo: 'Отправлять e-mail на',
  emailHint: 'Оставьте пустым, чтобы использовать {{email}}.',
  telegramLinked: 'Ваш чат Telegram привязан.',
  unlink: 'Отвязать',
  link: 'Привязать Telegram',
  sendCode: 'Отправьте это боту:',
  openBot: 'Открыть {{bot}} в Telegram',
  codeExpires: 'Код действует до',
  waiting: 'Страница обновится, как только бот его получит.',
  whenTitle: 'Когда',
  minSeverity: 'Присылать мне',
  severity: { warning: 'Предупреждения и критические оповещения', critical: 'Только критические оповещения' },
  language: 'Язык сообщений',
  quietHours: 'Тихие часы',
  quietHint:
    'Предупреждения ждут их окончания и приходят одной сводкой; критические оповещения приходят сразу.',
  quietFrom: 'С',
  quietTo: 'До',
  invalidTime: 'Введите время в формате ЧЧ:ММ.',
  saved: 'Настройки уведомлений сохранены.',
  sendTest: 'Отправить тестовое',
  testSent: 'Тестовое сообщение отправлено: {{channels}}.',
};
