import { useState, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { useLatestFirmware } from '../api/get-latest-firmware';
import { useFirmwareTransfer } from '../api/transfer-firmware';
import { firmwareErrorText } from './firmware-error';
import { FirmwareFileInput } from './firmware-file-input';
import { FirmwareProgress, type FirmwareMessage } from './firmware-message';

/** Every climate controller runs the same build, so versions are kept per device type. */
const DEVICE_TYPE = 'climate';

function LatestVersion(): ReactNode {
  const { t } = useTranslation();
  const latest = useLatestFirmware(DEVICE_TYPE);
  const none = latest.error instanceof ApiError && latest.error.status === 404;
  return (
    <Text size="sm">
      {t('devices.firmwareUpdate.latest')}:{' '}
      {latest.data ? (
        <bdi>
          {latest.data.version} ({latest.data.filename})
        </bdi>
      ) : none ? (
        t('devices.firmwareUpdate.noneYet')
      ) : (
        '-'
      )}
    </Text>
  );
}

/**
 * The firmware upload: choosing a file sets it and clears the message, Upload waits
 * for a file and is off while sending, a 0..100% bar, and on success the file clears. Shared by the device
 * page and the climate card.
 */
export function FirmwareUploadForm({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  const upload = useFirmwareTransfer('upload');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<FirmwareMessage>(null);

  const send = () => {
    if (!file) return;
    setMessage(null);
    upload.mutate(
      { id, file },
      {
        onSuccess: () => {
          setFile(null);
          setMessage({ kind: 'success', text: t('devices.firmwareUpdate.uploaded') });
        },
        onError: (error) => setMessage({ kind: 'error', text: firmwareErrorText(t, error) }),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <FirmwareFileInput
          value={file}
          disabled={upload.isPending}
          onPick={(next) => (setFile(next), setMessage(null))}
          onRefuse={() => (
            setFile(null),
            setMessage({ kind: 'error', text: t('devices.firmwareUpdate.onlyBin') })
          )}
        />
        <Button onClick={send} disabled={!file || upload.isPending}>
          {t('devices.firmwareUpdate.upload')}
        </Button>
      </Group>
      <FirmwareProgress busy={upload.isPending} progress={upload.progress} message={message} />
    </Stack>
  );
}

/** The device page's firmware section: the latest stored version above the upload. */
export function FirmwareUploadSection({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="firmware-upload-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="firmware-upload-title">
          {t('devices.firmwareUpdate.uploadTitle')}
        </Title>
        <LatestVersion />
        <FirmwareUploadForm id={id} />
      </Stack>
    </Card>
  );
}
