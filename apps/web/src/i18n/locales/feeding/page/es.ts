import type { PageCatalog } from '../../pages/en';

export const feedingPageEs: PageCatalog['feeding'] = {
  kinds: {
    nutrient: 'Nutriente',
    additive: 'Aditivo',
    pesticide: 'Pesticida',
    biological: 'Biológico',
    other: 'Otro',
  },
  units: {
    'ml/L': 'ml/L',
    'g/L': 'g/L',
    ml: 'ml',
    g: 'g',
    units: 'unidades',
    L: 'L',
    gal: 'gal',
  },
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
  methods: {
    spray: 'Pulverización',
    drench: 'Riego al pie',
    release: 'Suelta',
    dip: 'Inmersión',
    other: 'Otro',
  },
};
