import type { Catalog } from '../en';

export const notificationsUk: Catalog['notifications'] = {
  title: 'Сповіщення про події',
  menu: 'Сповіщення про події',
  intro:
    'Як і коли ви дізнаєтеся про сповіщення. Кожне повідомлення пишеться вибраною тут мовою, зі значеннями, одиницями та посиланням на пристрій.',
  channelsTitle: 'Канали',
  channel: { telegram: 'Telegram', email: 'E-mail', push: 'Push-сповіщення на цьому пристрої' },
  unavailable: {
    telegram: 'На цьому сервері не налаштовано бота Telegram.',
    email: 'E-mail на цьому сервері не налаштовано.',
    push: 'Push-сповіщення поки недоступні.',
  },
  emailTo: 'Надсилати e-mail на',
  emailHint: 'Залиште порожнім, щоб використовувати {{email}}.',
  telegramLinked: 'Ваш чат Telegram привʼязано.',
  unlink: 'Відвʼязати',
  link: 'Привʼязати Telegram',
  sendCode: 'Надішліть це боту:',
  openBot: 'Відкрити {{bot}} у Telegram',
  codeExpires: 'Код діє до',
  waiting: 'Сторінка оновиться, щойно бот його отримає.',
  whenTitle: 'Коли',
  minSeverity: 'Надсилати мені',
  severity: { warning: 'Попередження та критичні сповіщення', critical: 'Лише критичні сповіщення' },
  language: 'Мова повідомлень',
  quietHours: 'Тихі години',
  quietHint:
    'Попередження чекають їх завершення й надходять одним зведенням; критичні сповіщення надходять одразу.',
  quietFrom: 'З',
  quietTo: 'До',
  invalidTime: 'Введіть час у форматі ГГ:ХХ.',
  saved: 'Налаштування сповіщень збережено.',
  sendTest: 'Надіслати тестове',
  testSent: 'Тестове повідомлення надіслано: {{channels}}.',
};
