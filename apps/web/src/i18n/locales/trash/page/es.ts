import type { PageCatalog } from '../../pages/en';

/** The trash page (/trash, superusers and admins), loaded with it. */
export const trashPageEs: PageCatalog['trash'] = {
  title: 'Papelera',
  intro:
    'Variedades, esquejes, noticias, errores, tareas y salas eliminados. Cada uno se borra definitivamente {{days}} días después de eliminarse, salvo una sala que usó un ciclo: el historial del ciclo la conserva.',
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
  confirmRoom:
    'La sala «{{name}}» vuelve sin sus dispositivos anteriores: puede que ahora estén en otras salas.',
  kept: 'Se conserva: la usó un ciclo',
  restored: '{{kind}} «{{name}}» restaurado',
  entities: {
    strain: 'Variedad',
    cutting: 'Esqueje',
    news: 'Noticia',
    bug: 'Error',
    task: 'Tarea',
    room: 'Sala',
  },
};
