import { useState, type ReactNode } from 'react';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { DeviceFunction } from '@canopy/shared/device-commands';
import { useWaterFunction } from '../lib/use-water-function';
import { CommandFeedbackText } from './command-feedback-text';
import type { TranslationKey } from '../../../i18n/translation-key';

const SETTINGS: { functionName: DeviceFunction; labelKey: TranslationKey }[] = [
  { functionName: 'setDisplayInterval', labelKey: 'water.displayInterval' },
  { functionName: 'setServerInterval', labelKey: 'water.serverInterval' },
  { functionName: 'calibrateIn', labelKey: 'water.calibrateIn' },
  { functionName: 'calibrateOut', labelKey: 'water.calibrateOut' },
];

function SettingRow({
  deviceId,
  functionName,
  label,
}: {
  deviceId: string;
  functionName: DeviceFunction;
  label: string;
}): ReactNode {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const command = useWaterFunction(deviceId);
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        {/* The water page sends the value as typed; the server checks it. */}
        <Button
          onClick={() => command.run(functionName, value)}
          disabled={command.locked}
          loading={command.pending}
          aria-label={`${t('common.save')}: ${label}`}
        >
          {t('common.save')}
        </Button>
      </Group>
      <CommandFeedbackText message={command.message} />
    </Stack>
  );
}

/** Staff only: intervals in minutes and each meter's pulses per litre. */
export function WaterSettings({ deviceId }: { deviceId: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="water-settings-title">
      <Title order={2} size="h4" id="water-settings-title" mb="sm">
        {t('water.settings')}
      </Title>
      <Stack gap="sm">
        {SETTINGS.map(({ functionName, labelKey }) => (
          <SettingRow
            key={functionName}
            deviceId={deviceId}
            functionName={functionName}
            label={t(labelKey)}
          />
        ))}
      </Stack>
    </Card>
  );
}
