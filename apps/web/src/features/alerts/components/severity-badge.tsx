import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { AlertSeverity } from '@canopy/shared/alerts';
import { CriticalIcon, WarningIcon } from '../../../components/ui/icons';

/** Colours that keep 4.5:1 against white text; the icon and word say the same for those who can't tell. */
export const SEVERITY_COLOR: Record<AlertSeverity, string> = { warning: 'orange.9', critical: 'red.9' };

export function SeverityBadge({ severity }: { severity: AlertSeverity }): ReactNode {
  const { t } = useTranslation();
  return (
    <Badge
      color={SEVERITY_COLOR[severity]}
      variant="filled"
      leftSection={severity === 'critical' ? <CriticalIcon size={14} /> : <WarningIcon size={14} />}
    >
      {t(`alerts.severity.${severity}`)}
    </Badge>
  );
}
