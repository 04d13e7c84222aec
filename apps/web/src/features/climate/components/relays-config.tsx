import type { ReactNode } from 'react';
import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessage } from '../../../i18n/error-message';
import { useDeviceConfig } from '../api/device-config';
import { Value } from '../../../components/devices/value';

const RELAYS = [
  ['rA', 'devices.relayA'],
  ['rD', 'devices.relayD'],
  ['rC', 'devices.relayC'],
  ['rL', 'devices.relayL'],
] as const;

function Block({
  title,
  onRefresh,
  busy,
  children,
}: {
  title: string;
  onRefresh: () => void;
  busy: boolean;
  children: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button size="compact-sm" variant="light" onClick={onRefresh} loading={busy}>
          {t('devices.refresh')}
        </Button>
      </Group>
      {children}
    </Card>
  );
}

/** Relay and config blocks share one live read of the device (GET /api/device/{id}/config). */
export function RelaysAndConfig({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  const config = useDeviceConfig(id);
  const data = config.data;
  const refresh = () => void config.refetch();
  const onOff = (v: number | null | undefined) =>
    v === null || v === undefined ? '-' : t(v ? 'devices.on' : 'devices.off');
  const failure = config.isError ? (
    <Text c="red" size="sm">
      {errorMessage(t, config.error)}
    </Text>
  ) : null;
  return (
    <>
      <Block title={t('devices.relays')} onRefresh={refresh} busy={config.isFetching}>
        {failure}
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {RELAYS.map(([key, label]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row">{t(label)}</Table.Th>
                <Table.Td>{onOff(data?.[key])}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('devices.mask')}</Table.Th>
              <Table.Td>
                <Value value={data?.rb} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Block>
      <Block title={t('devices.config')} onRefresh={refresh} busy={config.isFetching}>
        {failure}
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('devices.displayInterval')}</Table.Th>
              <Table.Td>
                <Value value={data?.dMin} unit={t('devices.argMinutes')} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('devices.serverInterval')}</Table.Th>
              <Table.Td>
                <Value value={data?.sMin} unit={t('devices.argMinutes')} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Block>
    </>
  );
}
