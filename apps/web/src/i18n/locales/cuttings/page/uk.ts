import type { PageCatalog } from '../../pages/en';

export const cuttingsPageUk: PageCatalog['cuttings'] = {
  admin: {
    title: 'Керування живцями',
    addTitle: 'Додати живець',
    add: 'Додати живець',
    addNeedsStrain: 'Спочатку додайте сорт: кожен живець належить до сорту.',
    noStrains: 'Немає сортів',
    added: 'Живець {{code}} додано',
    updated: 'Живець {{code}} оновлено',
    deleted: 'Живець {{code}} переміщено до кошика',
    duplicated: 'Створено копію {{code}}',
    listTitle: 'Усі живці',
    history: 'Історія',
    historyOf: 'Історія {{code}}',
    editOf: 'Змінити {{code}}',
    duplicate: 'Дублювати',
    deleteConfirm:
      'Перемістити живець <bdi>{{code}}</bdi> до кошика разом із фото, щоденником та історією? Його можна відновити звідти.',
  },
};
