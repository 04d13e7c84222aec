import { treatmentMethodWordsEs } from '@canopy/shared/treatment-method-words/es';
import { unitWordsEs } from '@canopy/shared/unit-words/es';
import type { PageCatalog } from '../../pages/en';

export const feedingPageEs: PageCatalog['feeding'] = {
  kinds: {
    nutrient: 'Nutriente',
    additive: 'Aditivo',
    pesticide: 'Pesticida',
    biological: 'Biológico',
    other: 'Otro',
  },
  units: unitWordsEs,
  quantity: '{{value}} {{unit}}',
  scoutingKinds: {
    insect: 'Insecto',
    mite: 'Ácaro',
    fungus: 'Hongo',
    virus: 'Virus',
    deficiency: 'Carencia',
    other: 'Otro',
  },
  severity: {
    none: 'Ninguna',
    low: 'Baja',
    moderate: 'Moderada',
    severe: 'Grave',
  },
  methods: treatmentMethodWordsEs,
};
