import { treatmentMethodWordsRu } from '@canopy/shared/treatment-method-words/ru';
import { unitWordsRu } from '@canopy/shared/unit-words/ru';
import type { PageCatalog } from '../../pages/en';

export const feedingPageRu: PageCatalog['feeding'] = {
  kinds: {
    nutrient: 'Удобрение',
    additive: 'Добавка',
    pesticide: 'Пестицид',
    biological: 'Биопрепарат',
    other: 'Другое',
  },
  units: unitWordsRu,
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
  methods: treatmentMethodWordsRu,
};
