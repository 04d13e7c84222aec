import type { ReactNode } from 'react';
import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '@canopy/shared/languages';
import { useCuttingLogs } from '../api/list-cutting-logs';
import { formatDateTime } from '../../../lib/dates';
import { LogEntryForm } from './log-entry-form';
import { useNotice } from './notice';
import { NoticeAlert } from './notice-alert';

export interface CuttingLogProps {
  cuttingId: string;
  manage: boolean;
  /** Without a heading of its own, e.g. inside the history dialog. */
  headless?: boolean;
}

/** The log history (transplant, treatment, move), newest first; staff add entries. */
export function CuttingLog({ cuttingId, manage, headless = false }: CuttingLogProps): ReactNode {
  const { t, i18n } = useTranslation();
  const query = useCuttingLogs(cuttingId);
  const { notice, show } = useNotice(null);
  return (
    <Stack gap="md" component="section" aria-labelledby={headless ? undefined : 'cutting-log-title'}>
      {headless ? null : (
        <Title order={2} size="h3" id="cutting-log-title">
          {t('cuttings.log.title')}
        </Title>
      )}
      <NoticeAlert notice={notice} />
      {manage ? <LogEntryForm cuttingId={cuttingId} onDone={show} /> : null}
      {query.isPending ? <Text role="status">{t('common.loading')}</Text> : null}
      {query.isError ? (
        <Text role="alert" c="red.8">
          {t('cuttings.loadFailed')}
        </Text>
      ) : null}
      {query.isSuccess && query.data.length === 0 ? <Text>{t('cuttings.log.empty')}</Text> : null}
      {(query.data ?? []).map((entry) => (
        <Card key={entry._id} withBorder padding="sm" component="article">
          <Stack gap={6}>
            <Group gap="sm">
              <Badge variant="outline" color="dark">
                {t(`cuttings.log.events.${entry.event}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                <bdi>{formatDateTime(entry.createdAt, i18n.language as Language)}</bdi>{' '}
                <Trans i18nKey="diary.by" values={{ name: entry.authorName }} components={{ bdi: <bdi /> }} />
              </Text>
            </Group>
            {entry.notes ? (
              <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.notes}
              </Text>
            ) : null}
            {entry.photo ? (
              <Image
                src={entry.photo}
                alt={t('cuttings.log.photoAlt', { event: t(`cuttings.log.events.${entry.event}`) })}
                h={160}
                w={220}
                fit="cover"
                radius="sm"
                loading="lazy"
              />
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
