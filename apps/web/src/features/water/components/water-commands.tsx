import type { ReactNode } from 'react';
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import type { DeviceFunction } from '@canopy/shared/device-commands';
import { useWaterFunction } from '../lib/use-water-function';
import { CommandFeedbackText } from './command-feedback-text';

interface CommandProps {
  deviceId: string;
  functionName: DeviceFunction;
  label: string;
}

function CommandButton({ deviceId, functionName, label }: CommandProps): ReactNode {
  const command = useWaterFunction(deviceId);
  return (
    <Stack gap={4}>
      <Button
        variant="light"
        onClick={() => command.run(functionName)}
        disabled={command.locked}
        loading={command.pending}
      >
        {label}
      </Button>
      <CommandFeedbackText message={command.message} />
    </Stack>
  );
}

/** A reboot interrupts counting for a moment, so it asks first; Cancel sends nothing. */
function SoftResetButton({ deviceId }: { deviceId: string }): ReactNode {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const command = useWaterFunction(deviceId);
  const confirm = () => {
    close();
    command.run('softReset');
  };
  return (
    <Stack gap={4}>
      <Button
        color="red"
        variant="outline"
        onClick={open}
        disabled={command.locked}
        loading={command.pending}
      >
        {t('water.softReset')}
      </Button>
      <CommandFeedbackText message={command.message} />
      <Modal opened={opened} onClose={close} title={t('water.softResetTitle')}>
        <Stack gap="md">
          <Text>{t('water.softResetConfirm')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={confirm}>
              {t('water.softReset')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Get readings, Get config, Push now for everyone; Soft reset only for staff (the server refuses others). */
export function WaterCommands({ deviceId, staff }: { deviceId: string; staff: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="water-commands-title">
      <Title order={2} size="h4" id="water-commands-title" mb="sm">
        {t('water.commands')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <CommandButton deviceId={deviceId} functionName="getReadings" label={t('water.getReadings')} />
        <CommandButton deviceId={deviceId} functionName="getConfig" label={t('water.getConfig')} />
        <CommandButton deviceId={deviceId} functionName="pushNow" label={t('water.pushNow')} />
        {staff ? <SoftResetButton deviceId={deviceId} /> : null}
      </SimpleGrid>
    </Card>
  );
}
