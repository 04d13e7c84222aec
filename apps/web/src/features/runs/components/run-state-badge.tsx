import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { RunState } from '@canopy/shared/crop';

const COLORS: Record<RunState, string> = {
  active: 'green.9',
  harvested: 'blue.9',
  closed: 'gray.8',
  abandoned: 'red.9',
};

/** The run's state in words; the colour only repeats them. Beside a long title it keeps its width. */
export function RunStateBadge({ state }: { state: RunState }): ReactNode {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} style={{ flexShrink: 0 }}>
      {t(`runs.states.${state}`)}
    </Badge>
  );
}
