/*
 * Feeding and plant protection (DESIGN section 25): the fixed keys, physical ranges and conversions the
 * server, the web app and the phone share. The words a person sees come from the five catalogs.
 */

import type { Stage } from './crop.ts';

/** The stages a room feed is given to (drying or curing plants take none): one list for server and web. */
export const FED_STAGES = ['propagation', 'veg', 'flower'] as const satisfies readonly Stage[];
export type FedStage = (typeof FED_STAGES)[number];

export const PRODUCT_KINDS = ['nutrient', 'additive', 'pesticide', 'biological', 'other'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A recipe's or a feed's dose: a concentration in the water given. */
export const DOSE_UNITS = ['ml/L', 'g/L'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

/**
 * A treatment's dose: a concentration of the spray or drench (with its volume), or an amount for the whole
 * room (`ml`, `g`, or `units` of a biological: predatory mites released, sachets hung).
 */
export const TREATMENT_UNITS = ['ml/L', 'g/L', 'ml', 'g', 'units'] as const;
export type TreatmentUnit = (typeof TREATMENT_UNITS)[number];

export const VOLUME_UNITS = ['L', 'gal'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
/** The US gallon, exactly. */
export const LITRES_PER_GALLON = 3.785411784;

export const SCOUTING_KINDS = ['insect', 'mite', 'fungus', 'virus', 'deficiency', 'other'] as const;
export type ScoutingKind = (typeof SCOUTING_KINDS)[number];
/** 0 none seen, 1 a few, 2 spreading, 3 severe. */
export const SEVERITY_MAX = 3;
/** A sighting this severe or worse opens a follow-up task. */
export const FOLLOW_UP_SEVERITY = 2;

export const TREATMENT_METHODS = ['spray', 'drench', 'release', 'dip', 'other'] as const;
export type TreatmentMethod = (typeof TREATMENT_METHODS)[number];

/** Physical ranges of the readings a feed records: EC in mS/cm, pH. */
export const EC_MAX = 20;
export const PH_MAX = 14;

export const VOLUME_MAX = 1_000_000;
export const DOSE_MAX = 100_000;
export const RE_ENTRY_HOURS_MAX = 24 * 30;
export const PRE_HARVEST_DAYS_MAX = 365;
export const RECIPE_WEEK_MAX = 52;
export const RECIPE_ITEMS_MAX = 30;
export const SCOUTING_PHOTOS_MAX = 5;

/** A volume in litres. */
export const litresOf = (volume: number, unit: VolumeUnit): number =>
  unit === 'gal' ? volume * LITRES_PER_GALLON : volume;

/** The recipe week of a day of stage: days 1-7 are week 1. */
export const recipeWeekOfDay = (dayOfStage: number): number => Math.max(1, Math.ceil(dayOfStage / 7));

/**
 * One room-wide amount shared among the room's groups by their plants: each group's part, adding up to the
 * whole (the last group takes what rounding left, so a run's totals are the sum of its rows).
 */
export function shareByPlants(amount: number, plantCounts: readonly number[]): number[] {
  const plants = plantCounts.reduce((sum, count) => sum + count, 0);
  if (plants === 0) return plantCounts.map(() => 0);
  let given = 0;
  return plantCounts.map((count, index) => {
    if (index === plantCounts.length - 1) return amount - given;
    const part = (amount * count) / plants;
    given += part;
    return part;
  });
}

/**
 * What one group's row of a dose comes to: millilitres for `ml/L`, grams for `g/L` (times the group's
 * litres; null without a volume), and the group's `share` (its part of the room's plants) of an amount
 * given to the whole room (`ml`, `g`, `units`).
 */
export function productAmount(
  dose: number,
  unit: TreatmentUnit,
  litres: number | null,
  share: number,
): { amount: number; unit: 'ml' | 'g' | 'units' } | null {
  if (unit === 'ml/L') return litres === null ? null : { amount: dose * litres, unit: 'ml' };
  if (unit === 'g/L') return litres === null ? null : { amount: dose * litres, unit: 'g' };
  return { amount: dose * share, unit };
}
