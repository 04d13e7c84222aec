import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/** The receiver's HTTP status; without one, a network failure in words, with the technical detail. */
export function ReceiverAnswer({
  status,
  error,
}: {
  status: number | null;
  error: string | null;
}): ReactNode {
  const { t } = useTranslation();
  if (status !== null) return <bdi dir="ltr">HTTP {status}</bdi>;
  if (error === null) return '–';
  return (
    <>
      {t('webhooks.networkError')}
      <Text size="xs" c="dimmed" dir="ltr">
        {error}
      </Text>
    </>
  );
}
