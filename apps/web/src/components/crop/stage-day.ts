import type { TFunction } from 'i18next';
import type { Stage } from '@canopy/shared/crop';

/** "Flower day 23 of 63"; without a plan "Flower day 23"; a done or lost group only names its stage. */
export function stageDayText(t: TFunction, stage: Stage, day: number, planned: number | null): string {
  const label = t(`crop.stages.${stage}`);
  if (stage === 'done' || stage === 'lost') return label;
  return planned === null
    ? t('crop.stageDayOpen', { stage: label, day })
    : t('crop.stageDay', { stage: label, day, planned });
}
