import type { TFunction } from 'i18next';
import {
  PRODUCT_KINDS,
  SCOUTING_KINDS,
  SEVERITY_MAX,
  TREATMENT_METHODS,
  type TreatmentUnit,
  type VolumeUnit,
} from '@canopy/shared/feeding';
import { severityKey } from './feeding-format';

/** A select's option: a key of the contract and its word in the reader's language. */
export interface FeedingOption<Value extends string> {
  value: Value;
  label: string;
}

export const productKindOptions = (t: TFunction) =>
  PRODUCT_KINDS.map((kind) => ({ value: kind, label: t(`feeding.kinds.${kind}`) }));

export const scoutingKindOptions = (t: TFunction) =>
  SCOUTING_KINDS.map((kind) => ({ value: kind, label: t(`feeding.scoutingKinds.${kind}`) }));

export const treatmentMethodOptions = (t: TFunction) =>
  TREATMENT_METHODS.map((method) => ({ value: method, label: t(`feeding.methods.${method}`) }));

/** Units of a dose or a volume (`DOSE_UNITS`, `TREATMENT_UNITS`, `VOLUME_UNITS`), as written after a number. */
export const unitOptions = <Unit extends TreatmentUnit | VolumeUnit>(
  t: TFunction,
  units: readonly Unit[],
): FeedingOption<Unit>[] => units.map((unit) => ({ value: unit, label: t(`feeding.units.${unit}`) }));

/** Severities 0-3 as "2 · Moderate" (a select's values are text). */
export const severityOptions = (t: TFunction): FeedingOption<string>[] =>
  Array.from({ length: SEVERITY_MAX + 1 }, (_, severity) => ({
    value: String(severity),
    label: `${severity} · ${t(severityKey(severity))}`,
  }));
