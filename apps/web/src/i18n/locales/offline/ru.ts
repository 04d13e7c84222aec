import type { Catalog } from '../en';

export const offlineRu: Catalog['offline'] = {
  offlineAsOf: 'Нет сети, данные на {{time}}',
  savedForLater: 'Сохранено на этом устройстве: {{count}}. Будет отправлено, как только появится сеть.',
  savedHere: {
    bug: 'Сохранено на этом устройстве. Сообщение об ошибке будет отправлено, как только появится сеть.',
    task: 'Сохранено на этом устройстве. Задача будет добавлена, как только появится сеть.',
  },
  pendingButton: 'Ожидают: {{count}}',
  pendingTitle: 'Ожидают отправки',
  waiting: 'Ожидание сети',
  refused: 'Отклонено: {{reason}}',
  edit: 'Изменить',
  discard: 'Удалить',
  editTitle: 'Изменить и отправить снова',
  text: 'Текст',
  send: 'Отправить',
  updateAvailable: 'Доступна новая версия',
  reload: 'Перезагрузить',
  kinds: {
    cuttingDiary: 'Запись в дневнике черенка',
    strainDiary: 'Запись в дневнике сорта',
    cuttingLog: 'Запись в журнале черенка',
    taskComment: 'Комментарий к задаче',
    bugComment: 'Комментарий к ошибке',
    bug: 'Новая ошибка',
    task: 'Новая задача',
    plantLoss: 'Потеря растений',
    groupPhoto: 'Фото группы растений',
    weighing: 'Взвешивание урожая',
    taskChecklist: 'Отметка в чек-листе',
  },
};
