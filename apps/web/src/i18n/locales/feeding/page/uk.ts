import { treatmentMethodWordsUk } from '@canopy/shared/treatment-method-words/uk';
import { unitWordsUk } from '@canopy/shared/unit-words/uk';
import type { PageCatalog } from '../../pages/en';

export const feedingPageUk: PageCatalog['feeding'] = {
  kinds: {
    nutrient: 'Добриво',
    additive: 'Добавка',
    pesticide: 'Пестицид',
    biological: 'Біопрепарат',
    other: 'Інше',
  },
  units: unitWordsUk,
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
  methods: treatmentMethodWordsUk,
};
