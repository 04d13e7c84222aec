import type { PageCatalog } from '../../pages/en';

export const cuttingsPageRu: PageCatalog['cuttings'] = {
  admin: {
    title: 'Управление черенками',
    addTitle: 'Добавить черенок',
    add: 'Добавить черенок',
    addNeedsStrain: 'Сначала добавьте сорт: каждый черенок относится к сорту.',
    noStrains: 'Нет сортов',
    added: 'Черенок {{code}} добавлен',
    updated: 'Черенок {{code}} обновлён',
    deleted: 'Черенок {{code}} перемещён в корзину',
    duplicated: 'Создана копия {{code}}',
    listTitle: 'Все черенки',
    history: 'История',
    historyOf: 'История {{code}}',
    editOf: 'Изменить {{code}}',
    duplicate: 'Дублировать',
    deleteConfirm:
      'Переместить черенок <bdi>{{code}}</bdi> в корзину вместе с фото, дневником и историей? Его можно восстановить оттуда.',
  },
};
