import type { Catalog } from '../en';

export const offlineEs: Catalog['offline'] = {
  offlineAsOf: 'Sin conexión, datos de las {{time}}',
  savedForLater: 'Guardado en este dispositivo: {{count}}. Se enviará en cuanto vuelva la red.',
  savedHere: {
    bug: 'Guardado en este dispositivo. El error se registrará en cuanto vuelva la red.',
    task: 'Guardado en este dispositivo. La tarea se añadirá en cuanto vuelva la red.',
  },
  pendingButton: 'Pendientes: {{count}}',
  pendingTitle: 'Esperando para enviarse',
  waiting: 'Esperando la red',
  refused: 'Rechazado: {{reason}}',
  edit: 'Editar',
  discard: 'Descartar',
  editTitle: 'Editar y enviar de nuevo',
  text: 'Texto',
  send: 'Enviar',
  updateAvailable: 'Hay una nueva versión disponible',
  reload: 'Recargar',
  kinds: {
    cuttingDiary: 'Entrada del diario del esqueje',
    strainDiary: 'Entrada del diario de la variedad',
    cuttingLog: 'Entrada del registro del esqueje',
    taskComment: 'Comentario de tarea',
    bugComment: 'Comentario de error',
    bug: 'Nuevo error',
    task: 'Nueva tarea',
    plantLoss: 'Pérdida de plantas',
    groupPhoto: 'Foto de grupo de plantas',
    weighing: 'Pesaje de cosecha',
    taskChecklist: 'Marca de lista de verificación',
  },
};
