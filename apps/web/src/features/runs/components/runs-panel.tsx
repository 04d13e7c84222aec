import { useState, type ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageCrop } from '@canopy/shared/permissions';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useLiveRunUpdates } from '../../../lib/crop/use-live-run-updates';
import { useSession } from '../../../lib/use-session';
import { useRuns } from '../../../lib/crop/api/list-runs';
import type { RunsSearch } from '../lib/runs-search';
import { sortRuns } from '../lib/sort-runs';
import { NewRunModal } from './new-run-modal';
import { RunCard } from './run-card';
import { RunFilters } from './run-filters';
import { Loading } from '../../../components/ui/loading';

export interface RunsPanelProps {
  search: RunsSearch;
  onSearchChange: (search: RunsSearch) => void;
  onCreated: (runId: string) => void;
}

/** `/runs`: active runs first, filtered by strain, room and state; runs are compared, and staff start them, from here. */
export function RunsPanel({ search, onSearchChange, onCreated }: RunsPanelProps): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const runs = useRuns(search);
  useLiveRunUpdates();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('runs.title')}</Title>
        <Group gap="sm">
          <ButtonLink variant="default" to="/runs/compare">
            {t('nav.compareRuns')}
          </ButtonLink>
          {canManageCrop(actor) ? <Button onClick={() => setCreating(true)}>{t('runs.new')}</Button> : null}
        </Group>
      </Group>
      <RunFilters search={search} onChange={onSearchChange} />
      {runs.isPending ? <Loading label={t('runs.loading')} /> : null}
      <ErrorNotice error={runs.error} />
      {runs.data?.length === 0 ? <Text>{t('runs.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {sortRuns(runs.data ?? []).map((run) => (
          <RunCard key={run._id} run={run} />
        ))}
      </SimpleGrid>
      {creating ? (
        <NewRunModal onClose={() => setCreating(false)} onCreated={(run) => onCreated(run._id)} />
      ) : null}
    </Stack>
  );
}
