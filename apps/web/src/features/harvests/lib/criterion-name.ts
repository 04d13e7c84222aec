import type { TFunction } from 'i18next';
import { DEFAULT_QUALITY_CRITERIA } from '@canopy/shared/schemas/site';

type DefaultCriterion = (typeof DEFAULT_QUALITY_CRITERIA)[number];

const isDefault = (criterion: string): criterion is DefaultCriterion =>
  (DEFAULT_QUALITY_CRITERIA as readonly string[]).includes(criterion);

/**
 * A quality criterion as the reader sees it: the site's four defaults in the reader's language, any word
 * an admin chose as it was typed (it has no translation).
 */
export const criterionName = (t: TFunction, criterion: string): string =>
  isDefault(criterion) ? t(`harvests.criteria.${criterion}`) : criterion;
