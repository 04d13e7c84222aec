import { useState, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { downloadYields, type YieldsFileFormat } from '../api/download-yields';
import type { YieldsFilter } from '../api/yield-keys';

/** CSV and Excel of exactly the table on the page: the same grouping, days and strain. */
export function YieldsDownloads({ filter }: { filter: YieldsFilter }): ReactNode {
  const { t } = useTranslation();
  const [pending, setPending] = useState<YieldsFileFormat | null>(null);
  const [error, setError] = useState<unknown>(null);
  async function download(format: YieldsFileFormat) {
    setPending(format);
    setError(null);
    try {
      await downloadYields(format, filter);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(null);
    }
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button variant="default" loading={pending === 'csv'} onClick={() => void download('csv')}>
          {t('yields.downloadCsv')}
        </Button>
        <Button variant="default" loading={pending === 'xlsx'} onClick={() => void download('xlsx')}>
          {t('yields.downloadExcel')}
        </Button>
      </Group>
      <ErrorNotice error={error} />
    </Stack>
  );
}
