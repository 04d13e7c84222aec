import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { errorMessage } from '../../i18n/error-message';

/** A failed call's message in the reader's language, announced; nothing while there is no error. */
export function ErrorNotice({ error }: { error: unknown }): ReactNode {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {errorMessage(t, error)}
    </Alert>
  );
}
