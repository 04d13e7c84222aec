import type { Catalog } from '../en';

export const webhooksRu: Catalog['webhooks'] = {
  urlProblem: {
    invalid: 'Введите полный адрес, например https://example.com/hook',
    scheme: 'Адрес должен начинаться с http:// или https://',
    credentials: 'Уберите имя пользователя и пароль: получатели проверяют подпись',
  },
};
