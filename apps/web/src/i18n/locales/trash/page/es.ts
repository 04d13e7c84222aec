import type { PageCatalog } from '../../pages/en';

/** The trash page (/trash, superusers and admins), loaded with it. */
export const trashPageEs: PageCatalog['trash'] = {
  title: 'Papelera',
  intro:
    'Variedades, esquejes, noticias, errores y tareas eliminados. Cada uno se borra definitivamente {{days}} días después de eliminarse.',
  loading: 'Cargando la papelera',
  empty: 'La papelera está vacía.',
  kind: 'Tipo',
  name: 'Nombre',
  deletedBy: 'Eliminado por',
  deletedAt: 'Eliminado',
  daysLeft: 'Días restantes',
  unknownUser: 'Desconocido',
  restore: 'Restaurar',
  restoreLabel: 'Restaurar {{name}}',
  confirmTitle: '¿Restaurar de la papelera?',
  confirmText: '{{kind}} «{{name}}» vuelve con sus fotos, diario, registro y comentarios.',
  restored: '{{kind}} «{{name}}» restaurado',
  entities: {
    strain: 'Variedad',
    cutting: 'Esqueje',
    news: 'Noticia',
    bug: 'Error',
    task: 'Tarea',
  },
};
