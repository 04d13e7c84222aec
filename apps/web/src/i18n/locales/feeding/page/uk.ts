import type { PageCatalog } from '../../pages/en';

export const feedingPageUk: PageCatalog['feeding'] = {
  kinds: {
    nutrient: 'Добриво',
    additive: 'Добавка',
    pesticide: 'Пестицид',
    biological: 'Біопрепарат',
    other: 'Інше',
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
    insect: 'Комаха',
    mite: 'Кліщ',
    fungus: 'Грибок',
    virus: 'Вірус',
    deficiency: 'Дефіцит живлення',
    other: 'Інше',
  },
  severity: {
    none: 'Немає',
    low: 'Слабка',
    moderate: 'Помірна',
    severe: 'Сильна',
  },
  methods: {
    spray: 'Обприскування',
    drench: 'Полив під корінь',
    release: 'Випуск',
    dip: 'Занурення',
    other: 'Інше',
  },
};
