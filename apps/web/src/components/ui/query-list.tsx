import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorNotice } from './error-notice';

export interface QueryListProps<T> {
  /** A list read: its failure is shown, "Loading…" while it has no answer. */
  query: UseQueryResult<readonly T[]>;
  /** What stands for an empty list. */
  empty: ReactNode;
  /** The list itself, given its items (never none). */
  children: (items: readonly T[]) => ReactNode;
}

/** The four states of a list a page reads: failed, loading, empty, or the list. */
export function QueryList<T>({ query, empty, children }: QueryListProps<T>): ReactNode {
  const { t } = useTranslation();
  if (query.isError) return <ErrorNotice error={query.error} />;
  if (query.isPending) return <Text>{t('common.loading')}</Text>;
  return query.data.length === 0 ? empty : children(query.data);
}
