import { treatmentMethodWordsHe } from '@canopy/shared/treatment-method-words/he';
import { unitWordsHe } from '@canopy/shared/unit-words/he';
import type { PageCatalog } from '../../pages/en';

export const feedingPageHe: PageCatalog['feeding'] = {
  kinds: {
    nutrient: 'דשן',
    additive: 'תוסף',
    pesticide: 'חומר הדברה',
    biological: 'הדברה ביולוגית',
    other: 'אחר',
  },
  units: unitWordsHe,
  quantity: '{{value}} {{unit}}',
  scoutingKinds: {
    insect: 'חרק',
    mite: 'אקרית',
    fungus: 'פטרייה',
    virus: 'וירוס',
    deficiency: 'חוסר תזונתי',
    other: 'אחר',
  },
  severity: {
    none: 'ללא',
    low: 'קלה',
    moderate: 'בינונית',
    severe: 'חמורה',
  },
  methods: treatmentMethodWordsHe,
};
