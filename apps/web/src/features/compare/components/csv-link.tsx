import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { compareCsvPath, downloadCompareCsv } from '../api/download-compare-csv';
import type { RunCompareChoice } from '../lib/compare-search';

/**
 * The CSV of the charts' buckets: a link to the file with the page's query (it can be copied), fetched
 * with the session's token when followed.
 */
export function CsvLink({ choice }: { choice: RunCompareChoice }): ReactNode {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        component="a"
        href={compareCsvPath(choice)}
        variant="default"
        loading={pending}
        onClick={(event) => {
          event.preventDefault();
          setPending(true);
          setError(null);
          downloadCompareCsv(choice)
            .catch((failure: unknown) => setError(failure))
            .finally(() => setPending(false));
        }}
      >
        {t('runCompare.csv')}
      </Button>
      <ErrorNotice error={error} />
    </Stack>
  );
}
