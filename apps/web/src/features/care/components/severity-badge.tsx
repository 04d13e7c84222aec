import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { severityKey } from '../../../components/feeding/feeding-format';

const COLORS = ['gray', 'yellow', 'orange', 'red'] as const;

/** A sighting's severity as a word on a colour that deepens with it ("Severity: Moderate"). */
export function SeverityBadge({ severity }: { severity: number }): ReactNode {
  const { t } = useTranslation();
  const color = COLORS[Math.min(Math.max(severity, 0), COLORS.length - 1)];
  return (
    <Badge color={color} variant={severity >= 2 ? 'filled' : 'light'} tt="none">
      {t('care.entry.severity', { severity: t(severityKey(severity)) })}
    </Badge>
  );
}
