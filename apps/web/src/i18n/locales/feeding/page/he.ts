import type { PageCatalog } from '../../pages/en';

export const feedingPageHe: PageCatalog['feeding'] = {
  kinds: {
    nutrient: 'דשן',
    additive: 'תוסף',
    pesticide: 'חומר הדברה',
    biological: 'הדברה ביולוגית',
    other: 'אחר',
  },
  units: {
    'ml/L': 'מ״ל/ליטר',
    'g/L': 'גרם/ליטר',
    ml: 'מ״ל',
    g: 'גרם',
    units: 'יחידות',
    L: 'ליטר',
    gal: 'גלון',
  },
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
  methods: {
    spray: 'ריסוס',
    drench: 'הגמעה',
    release: 'פיזור אויבים טבעיים',
    dip: 'טבילה',
    other: 'אחר',
  },
};
