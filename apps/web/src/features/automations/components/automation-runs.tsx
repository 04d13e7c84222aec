import type { ReactNode } from 'react';
import { Alert as Notice, Card, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { QueryList } from '../../../components/ui/query-list';
import { PlainList } from '../../../components/ui/plain-list';
import { ApiError } from '../../../lib/api-client';
import { useAutomation } from '../api/get-automation';
import { useAutomationRuns } from '../api/list-automation-runs';
import { RunLine } from './last-run';

/** /automations/{id}: the automation in words and its runs, newest first. */
export function AutomationRuns({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  const automation = useAutomation(id);
  const runs = useAutomationRuns(id);
  const notFound = automation.error instanceof ApiError && automation.error.status === 404;

  return (
    <Stack gap="lg">
      <AnchorLink to="/automations">{t('automations.back')}</AnchorLink>
      {notFound ? (
        <Notice color="gray">{t('automations.notFound')}</Notice>
      ) : (
        <ErrorNotice error={automation.error} />
      )}
      {automation.data ? (
        <>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {automation.data.name}
          </Title>
          <Text>{automation.data.summary}</Text>
          <Title order={2} size="h3">
            {t('automations.runsTitle')}
          </Title>
          <QueryList query={runs} empty={<Notice color="gray">{t('automations.noRuns')}</Notice>}>
            {(items) => (
              <PlainList ordered label={t('automations.runsOf', { name: automation.data.name })}>
                {items.map((run, index) => (
                  <Card key={`${run.at}-${index}`} component="li" withBorder padding="sm">
                    <RunLine run={run} />
                  </Card>
                ))}
              </PlainList>
            )}
          </QueryList>
        </>
      ) : null}
    </Stack>
  );
}
