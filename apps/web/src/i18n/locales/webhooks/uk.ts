import type { Catalog } from '../en';

export const webhooksUk: Catalog['webhooks'] = {
  urlProblem: {
    invalid: 'Введіть повну адресу, наприклад https://example.com/hook',
    scheme: 'Адреса має починатися з http:// або https://',
    credentials: 'Приберіть ім’я користувача й пароль: одержувачі перевіряють підпис',
  },
};
