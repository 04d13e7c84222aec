import type { Catalog } from '../en';

export const offlineUk: Catalog['offline'] = {
  offlineAsOf: 'Немає мережі, дані на {{time}}',
  savedForLater: 'Збережено на цьому пристрої: {{count}}. Буде надіслано, щойно з’явиться мережа.',
  savedHere: {
    bug: 'Збережено на цьому пристрої. Повідомлення про помилку буде надіслано, щойно з’явиться мережа.',
    task: 'Збережено на цьому пристрої. Завдання буде додано, щойно з’явиться мережа.',
  },
  pendingButton: 'Очікують: {{count}}',
  pendingTitle: 'Очікують надсилання',
  waiting: 'Очікування мережі',
  refused: 'Відхилено: {{reason}}',
  edit: 'Змінити',
  discard: 'Видалити',
  editTitle: 'Змінити й надіслати знову',
  text: 'Текст',
  send: 'Надіслати',
  updateAvailable: 'Доступна нова версія',
  reload: 'Перезавантажити',
  kinds: {
    cuttingDiary: 'Запис у щоденнику живця',
    strainDiary: 'Запис у щоденнику сорту',
    cuttingLog: 'Запис у журналі живця',
    taskComment: 'Коментар до завдання',
    bugComment: 'Коментар до помилки',
    bug: 'Нова помилка',
    task: 'Нове завдання',
    plantLoss: 'Втрата рослин',
    groupPhoto: 'Фото групи рослин',
    weighing: 'Зважування врожаю',
    taskChecklist: 'Позначка в чек-листі',
  },
};
