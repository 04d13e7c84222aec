import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Bug } from '@canopy/shared/schemas/bugs';
import { downloadText } from '../../../lib/download';
import { bugsCsvFileName, bugsToCsv } from './bugs-csv';

export interface ExportBugsButtonProps {
  /** The bugs as currently listed (filtered and sorted). */
  bugs: readonly Bug[];
  pins: readonly string[];
}

/** Staff export the listed bugs as CSV, built in the browser: no extra server call. */
export function ExportBugsButton({ bugs, pins }: ExportBugsButtonProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      disabled={bugs.length === 0}
      onClick={() =>
        downloadText(bugsCsvFileName(new Date()), bugsToCsv(bugs, pins), 'text/csv;charset=utf-8')
      }
    >
      {t('bugs.exportCsv')}
    </Button>
  );
}
