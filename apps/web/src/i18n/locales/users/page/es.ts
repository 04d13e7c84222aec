import type { PageCatalog } from '../../pages/en';

export const usersPageEs: PageCatalog['users'] = {
  title: 'Usuarios',
  noRights: 'No tiene permisos para gestionar usuarios',
  addTitle: 'Añadir un usuario',
  role: 'Rol',
  add: 'Añadir usuario',
  added: 'Usuario <bdi>{{email}}</bdi> añadido.',
  listTitle: 'Todos los usuarios',
  empty: 'Todavía no hay usuarios.',
  shortId: 'ID',
  created: 'Creado',
  you: 'usted',
  newPassword: 'Nueva contraseña',
  newPasswordHint: 'Déjelo vacío para mantener la contraseña actual',
  saved: 'Cambios de <bdi>{{email}}</bdi> guardados.',
  deleteTitle: 'Eliminar usuario',
  deleteConfirm: '¿Eliminar al usuario <bdi>{{email}}</bdi>? Esta acción no se puede deshacer.',
  deleted: 'Usuario <bdi>{{email}}</bdi> eliminado.',
};
