import type { ReactNode } from 'react';
import { Progress, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

export type FirmwareMessage = { kind: 'success' | 'error'; text: string } | null;

/** The 0..100 bar while a file goes out, then the outcome as a status line. */
export function FirmwareProgress({
  busy,
  progress,
  message,
}: {
  busy: boolean;
  progress: number;
  message: FirmwareMessage;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      {busy ? (
        // Mantine puts role="progressbar" and aria-valuenow on the inner section.
        <Progress value={progress} aria-label={t('devices.firmwareUpdate.progress')} />
      ) : null}
      {message ? (
        <Text role="status" size="sm" c={message.kind === 'success' ? 'green.9' : 'red.9'}>
          {message.text}
        </Text>
      ) : null}
    </>
  );
}
