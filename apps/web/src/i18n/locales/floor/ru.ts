import type { Catalog } from '../en';

export const floorRu: Catalog['floor'] = {
  view: 'Показывать устройства',
  viewList: 'Списком',
  viewCards: 'Карточками',
  gridTitle: 'Устройства климата и почвы',
  listCaption: 'Устройства одним взглядом',
  trendLabel: 'Температура за последние 6 часов: от {{from}} до {{to}}',
  trendEmpty: 'Нет показаний за последние 6 часов',
  quick: {
    title: 'Быстрые действия',
    log: 'Записать событие',
    photo: 'Добавить фото',
    diary: 'Написать заметку в дневник',
  },
  shrinking: 'Уменьшаем фото…',
};
