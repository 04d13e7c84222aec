import type { ReactNode } from 'react';
import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { RunSummary } from '@canopy/shared/schemas/runs';
import { SiteTime } from '../../../components/crop/site-time';
import { stageDayText } from '../../../components/crop/stage-day';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { plannedDaysOf } from '../lib/planned-of';
import { RunStateBadge } from './run-state-badge';
import { RunTitle } from './run-title';

/** One run in the list: code and name, state, start, plants, and where each group stands today. */
export function RunCard({ run }: { run: RunSummary }): ReactNode {
  const { t } = useTranslation();
  const titleId = `run-${run._id}`;
  return (
    <Card withBorder component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={titleId}>
            <AnchorLink to="/runs/$id" params={{ id: run._id }}>
              <RunTitle run={run} />
            </AnchorLink>
          </Title>
          <RunStateBadge state={run.state} />
        </Group>
        <Text size="sm">
          {t('runs.started')}: <SiteTime value={run.startedAt} />
          {' · '}
          {t('runs.plants', { count: run.totals.plantsNow })}
        </Text>
        <List size="sm" spacing={2}>
          {run.groups.map((group) => (
            <List.Item key={group._id}>
              <bdi>{group.strainName}</bdi>
              {' · '}
              {stageDayText(t, group.stage, group.dayOfStage, plannedDaysOf(run.plannedDays, group.stage))}
              {' · '}
              <bdi>{group.roomName}</bdi>
              {' · '}
              {t('runs.plants', { count: group.plantCount })}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
