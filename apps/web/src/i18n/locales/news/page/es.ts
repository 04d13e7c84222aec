import type { PageCatalog } from '../../pages/en';

export const newsPageEs: PageCatalog['news'] = {
  title: 'Noticias',
  loading: 'Cargando noticias…',
  empty: 'Todavía no hay noticias.',
  posted: 'Publicado',
  adminTitle: 'Gestionar noticias',
  formTitleAdd: 'Añadir una noticia',
  formTitleEdit: 'Editar la noticia',
  postTitle: 'Título',
  body: 'Texto',
  images: 'Imágenes',
  add: 'Publicar',
  saved: 'Guardado',
  deleted: 'Noticia movida a la papelera',
  deleteTitle: 'Eliminar noticia',
  deleteConfirm: '¿Mover la noticia <bdi>{{title}}</bdi> a la papelera? Se puede restaurar desde allí.',
  listTitle: 'Todas las noticias',
  requiredFields: 'El título y el texto son obligatorios',
};
