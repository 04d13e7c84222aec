import { useState, type ReactNode } from 'react';
import { Alert as Notice, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useAlertHistory, useUnresolvedAlerts } from '../api/list-alerts';
import { AlertCard } from './alert-card';
import { AlertFilters, filtersToQuery, HISTORY_FILTERS } from './alert-filters';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { QueryList } from '../../../components/ui/query-list';

/** /alerts: what needs attention now, then the history, live through the event stream. */
export function AlertsPanel(): ReactNode {
  const { t } = useTranslation();
  const unresolved = useUnresolvedAlerts();
  const [filters, setFilters] = useState(HISTORY_FILTERS);
  const history = useAlertHistory(filtersToQuery(filters));
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('alerts.title')}</Title>
        <Anchor component={Link} to="/alerts/rules">
          {t('alerts.rulesLink')}
        </Anchor>
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="unresolved-title">
        <Title order={2} size="h3" id="unresolved-title">
          {t('alerts.unresolvedTitle')}
        </Title>
        <QueryList query={unresolved} empty={<Notice color="green">{t('alerts.noneUnresolved')}</Notice>}>
          {(alerts) => alerts.map((alert) => <AlertCard key={alert._id} alert={alert} />)}
        </QueryList>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="history-title">
        <Title order={2} size="h3" id="history-title">
          {t('alerts.historyTitle')}
        </Title>
        <AlertFilters values={filters} onChange={setFilters} />
        {history.isError ? (
          <ErrorNotice error={history.error} />
        ) : history.isPending ? (
          <Text>{t('common.loading')}</Text>
        ) : items.length === 0 ? (
          <Text c="dimmed">{t('alerts.noHistory')}</Text>
        ) : (
          items.map((alert) => <AlertCard key={alert._id} alert={alert} />)
        )}
        {history.hasNextPage ? (
          <Button
            variant="light"
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            {t('alerts.loadMore')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
