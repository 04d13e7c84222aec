import type { ReactNode } from 'react';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApplyProfileAnswer } from '@canopy/shared/schemas/automations';
import type { Metric } from '../lib/profile-draft';

const METRIC_OF: Record<string, Metric> = {
  setTemperatureThreshold: 'temperature',
  setHumidityThreshold: 'humidity',
  setCO2Threshold: 'co2',
};

/** A controller's `min,max` as the page shows limits: `24–28`. */
const shown = (pair: string | null) => (pair === null ? null : pair.replace(',', '–'));

type Command = ApplyProfileAnswer['devices'][number]['commands'][number];

function Outcome({ command }: { command: Command }): ReactNode {
  const { t } = useTranslation();
  if (command.result === null) return null;
  if (command.result === 'ok') return <Badge color="green">{t('climateProfiles.apply.ok')}</Badge>;
  const reason = command.error === 'offline' || command.error === 'refused' ? command.error : 'other';
  return <Badge color="red">{t(`climateProfiles.apply.failed.${reason}`)}</Badge>;
}

/** Per controller of the room: the phase it is in, and each limit from its current value to the new one. */
export function ProfileChangeList({ answer }: { answer: ApplyProfileAnswer }): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {answer.devices.map((device) => (
        <Stack key={device.deviceId} gap={4}>
          <Group gap="xs">
            <Text fw={600}>
              <bdi>{device.deviceName.replaceAll('_', ' ')}</bdi>
            </Text>
            <Badge variant="light">
              {device.phase
                ? t(`climateProfiles.phases.${device.phase}`)
                : t('climateProfiles.apply.phaseUnknown')}
            </Badge>
          </Group>
          <Table
            aria-label={t('climateProfiles.apply.changeOf', { name: device.deviceName.replaceAll('_', ' ') })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('climateProfiles.quantity')}</Table.Th>
                <Table.Th scope="col">
                  {t(answer.applied ? 'climateProfiles.apply.before' : 'climateProfiles.apply.current')}
                </Table.Th>
                <Table.Th scope="col">{t('climateProfiles.apply.new')}</Table.Th>
                {answer.applied ? <Table.Th scope="col">{t('climateProfiles.apply.result')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {device.commands.map((command) => {
                const metric = METRIC_OF[command.functionName] ?? 'temperature';
                const unit = t(`climateProfiles.units.${metric}`);
                return (
                  <Table.Tr key={command.functionName}>
                    <Table.Th scope="row">{t(`climateProfiles.metrics.${metric}`)}</Table.Th>
                    <Table.Td>
                      <bdi>
                        {command.from === null
                          ? t('climateProfiles.apply.unknown')
                          : `${shown(command.from)} ${unit}`}
                      </bdi>
                    </Table.Td>
                    <Table.Td>
                      <bdi>{`${shown(command.to)} ${unit}`}</bdi>
                    </Table.Td>
                    {answer.applied ? (
                      <Table.Td>
                        <Outcome command={command} />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
