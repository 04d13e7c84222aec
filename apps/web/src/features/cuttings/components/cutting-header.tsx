import type { ReactNode } from 'react';
import { Badge, Group, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '@canopy/shared/languages';
import type { Cutting } from '@canopy/shared/schemas/cuttings';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { formatDateTime } from '../../../lib/dates';

/** The cutting's facts: code and name, strain (linked), status, location, created. */
export function CuttingHeader({ cutting }: { cutting: Cutting }): ReactNode {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [
      t('cuttings.strain'),
      <AnchorLink key="strain" to="/strain/$slug" params={{ slug: cutting.strain.slug }}>
        <bdi>{cutting.strainName}</bdi>
      </AnchorLink>,
    ],
    [t('cuttings.status'), cutting.status ? <bdi>{cutting.status}</bdi> : '-'],
    [t('cuttings.location'), cutting.location ? <bdi>{cutting.location}</bdi> : '-'],
    [
      t('cuttings.created'),
      <bdi key="created">{formatDateTime(cutting.createdAt, i18n.language as Language)}</bdi>,
    ],
  ];
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={1}>
          <bdi>{cutting.code}</bdi>
          {cutting.name ? (
            <>
              {' · '}
              <bdi>{cutting.name}</bdi>
            </>
          ) : null}
        </Title>
        <Badge variant="outline" color="dark" aria-label={`${t('cuttings.shortId')} ${cutting.shortId}`}>
          {t('cuttings.shortId')} <bdi>{cutting.shortId}</bdi>
        </Badge>
      </Group>
      <Table variant="vertical" withTableBorder maw={520}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
