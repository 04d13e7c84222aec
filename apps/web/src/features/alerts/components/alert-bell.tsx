import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/use-session';
import { BellIcon } from '../../../components/ui/icons';
import { useUnresolvedAlerts } from '../api/list-alerts';
import { useLiveAlerts } from '../api/use-live-alerts';

/**
 * The header's bell: how many alerts are unresolved, a link to /alerts. Its accessible name starts with the
 * visible count, so a voice user can say what they see.
 */
export function AlertBell(): ReactNode {
  const { t } = useTranslation();
  const loggedIn = useSession().session !== null;
  const unresolved = useUnresolvedAlerts(loggedIn);
  useLiveAlerts();
  if (!loggedIn) return null;
  const count = unresolved.data?.length ?? 0;
  const critical = unresolved.data?.some((alert) => alert.severity === 'critical') ?? false;
  return (
    <Button
      component={Link}
      to="/alerts"
      variant={count > 0 ? 'filled' : 'subtle'}
      color={count > 0 ? (critical ? 'red.9' : 'orange.9') : undefined}
      // White on Mantine's darkest orange is 4.3:1; the contrast rule picks the text that passes.
      autoContrast
      leftSection={<BellIcon size={18} />}
      aria-label={t('alerts.bell', { count })}
      px="xs"
      style={{ flexShrink: 0 }}
    >
      {count}
    </Button>
  );
}
