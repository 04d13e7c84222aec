import { useState, type ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { BugSummary } from '@canopy/shared/schemas/bugs';
import { errorMessage } from '../../../i18n/error-message';
import { downloadText } from '../../../lib/download';
import { bugQueryOptions } from '../api/list-bugs';
import { bugsCsvFileName, bugsToCsv } from './bugs-csv';

export interface ExportBugsButtonProps {
  /** Every bug of the list as it stands (filtered and sorted), all its pages: read when the export starts. */
  load: () => Promise<readonly BugSummary[]>;
  /** Nothing listed: nothing to export. */
  disabled: boolean;
  pins: readonly string[];
}

/**
 * Staff export the listed bugs as CSV, built in the browser: every page of the list, not only those loaded.
 * The list carries only each bug's last comment, so the threads are fetched first (those of cards already
 * opened come from the cache).
 */
export function ExportBugsButton({ load, disabled, pins }: ExportBugsButtonProps): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const exportCsv = async (): Promise<void> => {
    setBusy(true);
    setFailure(null);
    try {
      const bugs = await load();
      const full = await Promise.all(bugs.map((bug) => queryClient.fetchQuery(bugQueryOptions(bug._id))));
      downloadText(bugsCsvFileName(new Date()), bugsToCsv(full, pins), 'text/csv;charset=utf-8');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="default" disabled={disabled} loading={busy} onClick={() => void exportCsv()}>
        {t('bugs.exportCsv')}
      </Button>
      {failure ? (
        <Text c="red.9" size="sm" role="alert">
          {t('bugs.exportFailed')}: {errorMessage(t, failure)}
        </Text>
      ) : null}
    </>
  );
}
