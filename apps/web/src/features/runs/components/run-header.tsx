import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageCrop } from '@canopy/shared/permissions';
import type { Run } from '@canopy/shared/schemas/runs';
import { SiteTime } from '../../../components/crop/site-time';
import { ButtonLink } from '../../../components/ui/button-link';
import { useSession } from '../../../lib/use-session';
import { EditRunModal } from './edit-run-modal';
import { RunReportButton } from './run-report-button';
import { RunStateBadge } from './run-state-badge';
import { RunTitle } from './run-title';

/**
 * Code, name, state, start and totals; the run is compared with others, its report downloaded, and staff
 * edit it, from here.
 */
export function RunHeader({ run }: { run: Run }): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm" align="center">
          <Title order={1}>
            <RunTitle run={run} />
          </Title>
          <RunStateBadge state={run.state} />
        </Group>
        <Group gap="sm">
          {/* The comparison opens with this run chosen: the reader adds the others there. */}
          <ButtonLink variant="default" to="/runs/compare" search={{ ids: run._id }}>
            {t('runs.compareWith')}
          </ButtonLink>
          <RunReportButton run={run} />
          {canManageCrop(actor) ? (
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('runs.edit')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Text size="sm">
        {t('runs.started')}: <SiteTime value={run.startedAt} />
      </Text>
      <Text size="sm">
        {t('runs.totals', {
          started: run.totals.plantsStarted,
          now: run.totals.plantsNow,
          lost: run.totals.plantsLost,
        })}
      </Text>
      {run.notes ? <Text style={{ whiteSpace: 'pre-wrap' }}>{run.notes}</Text> : null}
      {editing ? <EditRunModal run={run} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}
