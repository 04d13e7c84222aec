import { useState, type ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Run } from '@canopy/shared/schemas/runs';
import { currentLanguage } from '../../../i18n/i18n';
import { downloadFeedingCsv, downloadTreatmentsPdf } from '../api/download-run-files';

type File = 'csv' | 'pdf';

/** The run's feeding CSV and its treatments PDF, fetched with the session's token and saved. */
export function FeedingDownloads({ run }: { run: Run }): ReactNode {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<File | null>(null);
  const [failed, setFailed] = useState(false);
  const download = (file: File) => {
    setPending(file);
    setFailed(false);
    const saved =
      file === 'csv' ? downloadFeedingCsv(run) : downloadTreatmentsPdf(run, currentLanguage(i18n));
    saved.catch(() => setFailed(true)).finally(() => setPending(null));
  };
  return (
    <>
      <Group gap="xs">
        <Button variant="default" size="xs" loading={pending === 'csv'} onClick={() => download('csv')}>
          {t('care.run.downloadCsv')}
        </Button>
        <Button variant="default" size="xs" loading={pending === 'pdf'} onClick={() => download('pdf')}>
          {t('care.run.downloadPdf')}
        </Button>
      </Group>
      {failed ? (
        <Alert color="red" role="alert">
          {t('care.run.downloadFailed')}
        </Alert>
      ) : null}
    </>
  );
}
