import { useState, type ReactNode } from 'react';
import { Autocomplete, Button, Card, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useFirmwareTransfer } from '../api/transfer-firmware';
import { useClimateDevices } from '../../../lib/devices/api/list-climate-devices';
import { climateId, climateName } from '../../../lib/devices/climate-view';
import { displayName } from '../../../lib/devices/device-name';
import { flashFormSchema, type FlashFormInput, type FlashFormOutput } from '../lib/flash-form-schema';
import { firmwareErrorText } from './firmware-error';
import { FirmwareFileInput } from './firmware-file-input';
import { FirmwareProgress, type FirmwareMessage } from './firmware-message';

/**
 * The /devices firmware update form: a .bin, a device id suggested from the known climate devices, and
 * Flash. A missing file or a malformed id (under 24 characters once trimmed, or with a space) is said in
 * the form's one status line, and makes no call.
 */
export function FirmwareFlashForm(): ReactNode {
  const { t } = useTranslation();
  const devices = useClimateDevices().data ?? [];
  const flash = useFirmwareTransfer('flash');
  const form = useForm<FlashFormInput, unknown, FlashFormOutput>({
    resolver: zodResolver(flashFormSchema, { error: validationKeys }),
    defaultValues: { file: null, deviceId: '' },
  });
  const [message, setMessage] = useState<FirmwareMessage>(null);
  const names = new Map(devices.map((d) => [climateId(d), displayName(climateName(d))]));
  const refuse = (text: string | undefined) => setMessage(text ? { kind: 'error', text } : null);

  const submit = form.handleSubmit(
    ({ file, deviceId }) => {
      setMessage(null);
      flash.mutate(
        { id: deviceId, file },
        {
          onSuccess: () => {
            form.setValue('file', null);
            setMessage({ kind: 'success', text: t('devices.firmwareUpdate.flashStarted') });
          },
          onError: (error) => setMessage({ kind: 'error', text: firmwareErrorText(t, error) }),
        },
      );
    },
    (errors) => refuse(fieldErrorText(t, errors.file ?? errors.deviceId)),
  );

  return (
    <Card withBorder component="section" aria-labelledby="firmware-flash-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="firmware-flash-title">
          {t('devices.firmwareUpdate.flashTitle')}
        </Title>
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FirmwareFileInput
              value={field.value}
              disabled={flash.isPending}
              onPick={(next) => (field.onChange(next), setMessage(null))}
              onRefuse={() => (field.onChange(null), refuse(t('devices.firmwareUpdate.onlyBin')))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="deviceId"
          render={({ field }) => (
            <Autocomplete
              label={t('devices.firmwareUpdate.deviceId')}
              placeholder={t('devices.firmwareUpdate.deviceIdPlaceholder')}
              value={field.value}
              onChange={field.onChange}
              data={[...names.keys()]}
              renderOption={({ option }) => (
                <span>
                  {names.get(option.value)} <bdi>{option.value}</bdi>
                </span>
              )}
              spellCheck={false}
              autoComplete="off"
            />
          )}
        />
        {/* No <form>: Enter in the id's suggestions picks one, it does not flash a device. */}
        <Button onClick={() => void submit()} loading={flash.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('devices.firmwareUpdate.flash')}
        </Button>
        <FirmwareProgress busy={flash.isPending} progress={flash.progress} message={message} />
      </Stack>
    </Card>
  );
}
