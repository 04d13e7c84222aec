import { useState, type ReactNode } from 'react';
import { Accordion, Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessage } from '../../../i18n/error-message';
import type { AuditFilters } from '../api/audit-keys';
import { useAuditLog } from '../api/list-audit';
import { downloadAuditCsv } from '../api/download-audit-csv';
import { AuditEntryItem } from './audit-entry-item';
import { AuditFiltersForm } from './audit-filters';
import { Loading } from '../../../components/ui/loading';

/** `/audit` (A): the audit log, filtered, newest first, a page at a time, and as CSV. */
export function AuditPanel(): ReactNode {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadAuditCsv(filters);
    } catch (error) {
      setExportError(errorMessage(t, error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('audit.title')}</Title>
          <Text size="sm">{t('audit.intro')}</Text>
        </Stack>
        <Button variant="default" onClick={() => void exportCsv()} loading={exporting}>
          {t('audit.exportCsv')}
        </Button>
      </Group>
      <AuditFiltersForm onApply={setFilters} />
      {exportError && (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      )}
      {log.isPending ? (
        <Loading label={t('audit.loading')} />
      ) : log.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, log.error)}
        </Alert>
      ) : entries.length === 0 ? (
        <Text role="status">{t('audit.none')}</Text>
      ) : (
        <Accordion multiple variant="separated" aria-label={t('audit.title')}>
          {entries.map((entry) => (
            <AuditEntryItem key={entry._id} entry={entry} />
          ))}
        </Accordion>
      )}
      {log.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('audit.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
