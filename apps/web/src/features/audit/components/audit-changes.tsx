import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { AuditChanges } from '@canopy/shared/schemas/audit';

const shown = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** Before and after of each field; a secret field (a password) says only that it changed. */
export function AuditChangesTable({ changes, label }: { changes: AuditChanges; label: string }): ReactNode {
  const { t } = useTranslation();
  const fields = Object.entries(changes);
  if (fields.length === 0) return <Text size="sm">{t('audit.noChanges')}</Text>;
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table aria-label={label} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.field')}</Table.Th>
            <Table.Th>{t('audit.before')}</Table.Th>
            <Table.Th>{t('audit.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map(([field, values]) => (
            <Table.Tr key={field}>
              <Table.Td>{field}</Table.Td>
              {values.length === 0 ? (
                <Table.Td colSpan={2}>{t('audit.changedHidden')}</Table.Td>
              ) : (
                <>
                  <Table.Td dir="auto" style={{ wordBreak: 'break-word' }}>
                    {shown(values[0])}
                  </Table.Td>
                  <Table.Td dir="auto" style={{ wordBreak: 'break-word' }}>
                    {shown(values[1])}
                  </Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
