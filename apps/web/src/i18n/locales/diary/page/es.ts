import type { PageCatalog } from '../../pages/en';

export const diaryPageEs: PageCatalog['diary'] = {
  title: 'Diario del cultivador',
  empty: 'Todavía no hay entradas en el diario.',
  note: 'Nota',
  add: 'Añadir entrada',
  saved: 'Guardado',
  deleted: 'Entrada eliminada',
  by: 'por <bdi>{{name}}</bdi>',
  loginHint: 'Inicia sesión para ver el diario y los esquejes.',
  deleteConfirm: '¿Eliminar esta entrada del diario y sus fotos?',
};
