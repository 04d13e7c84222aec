import type { Catalog } from '../en';

export const floorUk: Catalog['floor'] = {
  view: 'Показувати пристрої',
  viewList: 'Списком',
  viewCards: 'Картками',
  gridTitle: 'Пристрої клімату й ґрунту',
  listCaption: 'Пристрої одним поглядом',
  trendLabel: 'Температура за останні 6 годин: від {{from}} до {{to}}',
  trendEmpty: 'Немає показів за останні 6 годин',
  quick: {
    title: 'Швидкі дії',
    log: 'Записати подію',
    photo: 'Додати фото',
    diary: 'Написати нотатку в щоденник',
  },
  shrinking: 'Зменшуємо фото…',
};
