import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

export interface CuttingsListStateProps {
  /** The list read: loading, failed, or answered. */
  query: { isPending: boolean; isError: boolean; isSuccess: boolean };
  /** How many cuttings it holds so far. */
  count: number;
  /** The reader searched: an empty answer means no match rather than no cuttings. */
  searching: boolean;
}

/** Says what a cuttings list is doing while it shows none: loading, failed, or empty (or no match). */
export function CuttingsListState({ query, count, searching }: CuttingsListStateProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending ? <Text role="status">{t('cuttings.loading')}</Text> : null}
      {query.isError ? (
        <Alert color="red" role="alert">
          {t('cuttings.loadFailed')}
        </Alert>
      ) : null}
      {query.isSuccess && count === 0 ? (
        <Text>{searching ? t('cuttings.noMatches') : t('cuttings.empty')}</Text>
      ) : null}
    </>
  );
}
