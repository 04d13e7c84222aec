import type { PageCatalog } from '../../pages/en';

export const cuttingsPageEs: PageCatalog['cuttings'] = {
  admin: {
    title: 'Gestionar esquejes',
    addTitle: 'Añadir un esqueje',
    add: 'Añadir esqueje',
    addNeedsStrain: 'Primero añade una variedad: cada esqueje pertenece a una variedad.',
    noStrains: 'No hay variedades',
    added: 'Esqueje {{code}} añadido',
    updated: 'Esqueje {{code}} actualizado',
    deleted: 'Esqueje {{code}} movido a la papelera',
    duplicated: 'Duplicado como {{code}}',
    listTitle: 'Todos los esquejes',
    history: 'Historial',
    historyOf: 'Historial de {{code}}',
    editOf: 'Editar {{code}}',
    duplicate: 'Duplicar',
    deleteConfirm:
      '¿Mover el esqueje <bdi>{{code}}</bdi> a la papelera, con sus fotos, diario e historial? Se puede restaurar desde allí.',
  },
};
