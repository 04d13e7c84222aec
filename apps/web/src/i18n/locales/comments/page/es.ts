import type { PageCatalog } from '../../pages/en';

export const commentsPageEs: PageCatalog['comments'] = {
  title: 'Comentarios',
  none: 'Todavía no hay comentarios.',
  label: 'Añadir un comentario',
  add: 'Comentar',
  loading: 'Cargando comentarios…',
  showAll: 'Todos los comentarios ({{count}})',
  latestOnly: 'Solo el último comentario',
};
