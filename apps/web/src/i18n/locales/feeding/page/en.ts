import { treatmentMethodWordsEn } from '@canopy/shared/treatment-method-words/en';
import { unitWordsEn } from '@canopy/shared/unit-words/en';

/**
 * The words of feeding and plant protection (DESIGN 25) that the /feeding page and a room's feed, scouting
 * and treatment dialogs both read: kinds, units, severities and methods are keys, these are their words.
 */
export const feedingPageEn = {
  kinds: {
    nutrient: 'Nutrient',
    additive: 'Additive',
    pesticide: 'Pesticide',
    biological: 'Biological',
    other: 'Other',
  },
  /** Units as written after a number: doses (ml/L, g/L), a treatment's amounts and volumes. */
  units: unitWordsEn,
  /** A number and its unit ("2 ml/L", "12 L"). */
  quantity: '{{value}} {{unit}}',
  scoutingKinds: {
    insect: 'Insect',
    mite: 'Mite',
    fungus: 'Fungus',
    virus: 'Virus',
    deficiency: 'Deficiency',
    other: 'Other',
  },
  /** Severity 0-3 of a sighting. */
  severity: {
    none: 'None',
    low: 'Low',
    moderate: 'Moderate',
    severe: 'Severe',
  },
  methods: treatmentMethodWordsEn,
};
