import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation';
import type { Stage } from '@canopy/shared/crop';
import { stageDayText } from './stage-day';

export interface RunStageLineProps {
  code: string;
  stage: Stage;
  dayOfStage: number;
  plannedDays: number | null;
}

/** "Run R-2026-014 · Flower day 23 of 63", the code isolated so it reads left to right in Hebrew too. */
export function RunStageLine({ code, stage, dayOfStage, plannedDays }: RunStageLineProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Trans
      i18nKey="crop.runStage"
      values={{ code, stageDay: stageDayText(t, stage, dayOfStage, plannedDays) }}
      components={{ bdi: <bdi /> }}
    />
  );
}
