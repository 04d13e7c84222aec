import { useState, type ReactNode } from 'react';
import { Autocomplete, Button, Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFirmwareTransfer } from '../api/transfer-firmware';
import { useClimateDevices } from '../../../lib/devices/api/list-devices';
import { climateId, climateName } from '../../../lib/devices/climate-view';
import { displayName } from '../../../lib/devices/device-name';
import { isValidDeviceId } from '../lib/firmware-rules';
import { firmwareErrorText } from './firmware-error';
import { FirmwareFileInput } from './firmware-file-input';
import { FirmwareProgress, type FirmwareMessage } from './firmware-message';

/**
 * The /devices firmware update form: a .bin, a device id suggested from the known climate devices, and
 * Flash. A malformed id (under 24 characters once trimmed, or with a space) shows the invalid-id message
 * and makes no call.
 */
export function FirmwareFlashForm(): ReactNode {
  const { t } = useTranslation();
  const devices = useClimateDevices().data ?? [];
  const flash = useFirmwareTransfer('flash');
  const [file, setFile] = useState<File | null>(null);
  const [deviceId, setDeviceId] = useState('');
  const [message, setMessage] = useState<FirmwareMessage>(null);
  const names = new Map(devices.map((d) => [climateId(d), displayName(climateName(d))]));

  const submit = () => {
    if (!file) return setMessage({ kind: 'error', text: t('devices.firmwareUpdate.fileRequired') });
    if (!isValidDeviceId(deviceId)) {
      return setMessage({ kind: 'error', text: t('devices.firmwareUpdate.invalidDeviceId') });
    }
    setMessage(null);
    flash.mutate(
      { id: deviceId.trim(), file },
      {
        onSuccess: () => {
          setFile(null);
          setMessage({ kind: 'success', text: t('devices.firmwareUpdate.flashStarted') });
        },
        onError: (error) => setMessage({ kind: 'error', text: firmwareErrorText(t, error) }),
      },
    );
  };

  return (
    <Card withBorder component="section" aria-labelledby="firmware-flash-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="firmware-flash-title">
          {t('devices.firmwareUpdate.flashTitle')}
        </Title>
        <FirmwareFileInput
          value={file}
          disabled={flash.isPending}
          onPick={(next) => (setFile(next), setMessage(null))}
          onRefuse={() => (
            setFile(null),
            setMessage({ kind: 'error', text: t('devices.firmwareUpdate.onlyBin') })
          )}
        />
        <Autocomplete
          label={t('devices.firmwareUpdate.deviceId')}
          placeholder={t('devices.firmwareUpdate.deviceIdPlaceholder')}
          value={deviceId}
          onChange={setDeviceId}
          data={[...names.keys()]}
          renderOption={({ option }) => (
            <span>
              {names.get(option.value)} <bdi>{option.value}</bdi>
            </span>
          )}
          spellCheck={false}
          autoComplete="off"
        />
        <Button onClick={submit} loading={flash.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('devices.firmwareUpdate.flash')}
        </Button>
        <FirmwareProgress busy={flash.isPending} progress={flash.progress} message={message} />
      </Stack>
    </Card>
  );
}
