import type { Catalog } from '../en';

export const webhooksEs: Catalog['webhooks'] = {
  urlProblem: {
    invalid: 'Escribe una dirección completa, como https://example.com/hook',
    scheme: 'La dirección debe empezar por http:// o https://',
    credentials: 'Quita el usuario y la contraseña: los receptores comprueban la firma',
  },
};
