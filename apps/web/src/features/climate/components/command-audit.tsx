import type { ReactNode } from 'react';
import { Card, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { DeviceCommand } from '@canopy/shared/schemas/devices';
import { ScrollBox } from '../../../components/ui/scroll-box';
import { useCommandLog } from '../api/command-log';
import { errorKey } from '../../../i18n/error-key';
import { DeviceTime } from '../../../components/ui/device-time';

/** A device function answers 1 for success; a stored error code reads as its translated message. */
function resultText(t: TFunction, entry: DeviceCommand): string {
  if (entry.error) {
    const key = errorKey(entry.error);
    return key ? t(key) : entry.error;
  }
  if (entry.return_value === 1) return t('devices.commandSuccess');
  if (entry.return_value === null) return '-';
  return t('devices.audit.returned', { value: entry.return_value });
}

/** The device's command audit, newest first; refetched after every command. */
export function CommandAudit({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  const log = useCommandLog(id);
  const entries = log.data ?? [];
  return (
    <Card withBorder component="section" aria-labelledby="command-audit-title">
      <Title order={2} size="h4" id="command-audit-title" mb="sm">
        {t('devices.audit.title')}
      </Title>
      {log.isPending ? (
        <Text size="sm">{t('common.loading')}</Text>
      ) : entries.length === 0 ? (
        <Text size="sm">{t('devices.audit.empty')}</Text>
      ) : (
        <ScrollBox labelledBy="command-audit-title">
          <Table striped verticalSpacing={4} miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('devices.audit.when')}</Table.Th>
                <Table.Th>{t('devices.audit.who')}</Table.Th>
                <Table.Th>{t('devices.functionLabel')}</Table.Th>
                <Table.Th>{t('devices.audit.argument')}</Table.Th>
                <Table.Th>{t('devices.audit.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <DeviceTime value={entry.createdAt} />
                  </Table.Td>
                  <Table.Td>
                    {entry.userEmail ? <bdi>{entry.userEmail}</bdi> : t('devices.audit.system')}
                  </Table.Td>
                  <Table.Td>
                    <bdi>{entry.functionName}</bdi>
                  </Table.Td>
                  <Table.Td>{entry.arg ? <bdi>{entry.arg}</bdi> : '-'}</Table.Td>
                  <Table.Td>{resultText(t, entry)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollBox>
      )}
    </Card>
  );
}
