import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommandMessage } from '../../../lib/devices/use-command-feedback';

/** The answer line under a command control; a live region for screen readers, in AA-contrast shades. */
export function CommandFeedbackText({ message }: { message: CommandMessage }): ReactNode {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Text role="status" size="sm" c={message.kind === 'success' ? 'canopy.8' : 'red.9'}>
      {t(message.key)}
    </Text>
  );
}
