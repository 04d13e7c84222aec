import type { PageCatalog } from '../../pages/en';

export const feedingPageRu: PageCatalog['feeding'] = {
  kinds: {
    nutrient: 'Удобрение',
    additive: 'Добавка',
    pesticide: 'Пестицид',
    biological: 'Биопрепарат',
    other: 'Другое',
  },
  units: {
    'ml/L': 'мл/л',
    'g/L': 'г/л',
    ml: 'мл',
    g: 'г',
    units: 'шт.',
    L: 'л',
    gal: 'гал',
  },
  quantity: '{{value}} {{unit}}',
  scoutingKinds: {
    insect: 'Насекомое',
    mite: 'Клещ',
    fungus: 'Грибок',
    virus: 'Вирус',
    deficiency: 'Дефицит питания',
    other: 'Другое',
  },
  severity: {
    none: 'Нет',
    low: 'Слабая',
    moderate: 'Средняя',
    severe: 'Сильная',
  },
  methods: {
    spray: 'Опрыскивание',
    drench: 'Полив под корень',
    release: 'Выпуск',
    dip: 'Погружение',
    other: 'Другое',
  },
};
