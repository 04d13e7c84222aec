import { useState, type ReactNode } from 'react';
import { Button, Card, Checkbox, Group, Modal, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { SERVER_INTERVAL_MIN_MINUTES } from '@canopy/shared/constants';
import type { DeviceFunction } from '@canopy/shared/device-commands';
import { useSendFunction } from '../lib/use-send-function';

type Send = (name: DeviceFunction, values: string[]) => void;

function IntervalField({
  name,
  label,
  min,
  send,
  locked,
}: {
  name: 'setDisplayInterval' | 'setServerInterval';
  label: string;
  min: number;
  send: Send;
  locked: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <Group align="flex-end" gap="xs">
      <NumberInput
        label={label}
        description={t('devices.argMinutes')}
        min={min}
        max={1440}
        value={value}
        onChange={(next) => setValue(String(next))}
        w={180}
      />
      <Button variant="light" disabled={locked} onClick={() => send(name, [value])}>
        {t('devices.admin.set')}
      </Button>
    </Group>
  );
}

/** A destructive command behind a dialog; factory reset also asks whether to wipe the EEPROM. */
function ConfirmedAction({
  label,
  question,
  withWipe,
  onConfirm,
  locked,
}: {
  label: string;
  question: string;
  withWipe?: boolean;
  onConfirm: (wipe: boolean) => void;
  locked: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [wipe, setWipe] = useState(false);
  return (
    <>
      <Button color="red.9" variant="outline" disabled={locked} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label}>
        <Stack gap="md">
          <Text>{question}</Text>
          {withWipe ? (
            <Checkbox
              label={t('devices.admin.wipe')}
              checked={wipe}
              onChange={(event) => setWipe(event.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button color="red.9" onClick={() => (close(), onConfirm(wipe))}>
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The admin-or-superuser actions as dedicated controls: intervals, save/load config, soft reset
 * and factory reset (the last two confirmed). The server enforces the same rule; this only hides them.
 */
export function AdminActions({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  const sender = useSendFunction(id);
  const { send, message } = sender;
  const locked = sender.locked || sender.pending;

  return (
    <Card withBorder component="section" aria-labelledby="admin-actions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="admin-actions-title">
          {t('devices.admin.title')}
        </Title>
        <Group align="flex-end">
          <IntervalField
            name="setDisplayInterval"
            label={t('devices.displayInterval')}
            min={0}
            send={send}
            locked={locked}
          />
          <IntervalField
            name="setServerInterval"
            label={t('devices.serverInterval')}
            min={SERVER_INTERVAL_MIN_MINUTES}
            send={send}
            locked={locked}
          />
        </Group>
        <Group gap="xs">
          <Button variant="light" disabled={locked} onClick={() => send('saveConfig', [])}>
            {t('devices.admin.saveConfig')}
          </Button>
          <Button variant="light" disabled={locked} onClick={() => send('loadConfig', [])}>
            {t('devices.admin.loadConfig')}
          </Button>
          <ConfirmedAction
            label={t('devices.admin.softReset')}
            question={t('devices.admin.softResetConfirm')}
            locked={locked}
            onConfirm={() => send('softReset', [])}
          />
          <ConfirmedAction
            label={t('devices.admin.factoryReset')}
            question={t('devices.admin.factoryResetConfirm')}
            withWipe
            locked={locked}
            onConfirm={(wipe) => send('factoryReset', [String(wipe)])}
          />
        </Group>
        {message ? (
          <Text role="status" c={message.kind === 'success' ? 'green.9' : 'red.9'}>
            {t(message.key)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
