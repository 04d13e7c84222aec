import type { ReactNode } from 'react';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Mother } from '@canopy/shared/schemas/mothers';
import { AnchorLink } from '../../../components/ui/anchor-link';

/** Mothers in use first, then retired ones, each by code. */
const inOrder = (mothers: readonly Mother[]) =>
  [...mothers].sort(
    (a, b) => Number(a.retiredAt !== null) - Number(b.retiredAt !== null) || a.code.localeCompare(b.code),
  );

/** Each mother with her clones taken, rooted, lost in propagation and median days to root. */
export function MothersTable({ mothers }: { mothers: readonly Mother[] }): ReactNode {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const figure = (value: number | null) =>
    value === null ? t('mothers.none') : <bdi>{number.format(value)}</bdi>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('mothers.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('mothers.mother')}</Table.Th>
            <Table.Th>{t('mothers.strain')}</Table.Th>
            <Table.Th>{t('mothers.clonesTaken')}</Table.Th>
            <Table.Th>{t('mothers.rooted')}</Table.Th>
            <Table.Th>{t('mothers.lost')}</Table.Th>
            <Table.Th>{t('mothers.medianDays')}</Table.Th>
            <Table.Th>{t('mothers.dryPerPlant')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {inOrder(mothers).map((mother) => (
            <Table.Tr key={mother._id}>
              <Table.Td>
                <AnchorLink to="/cutting/$id" params={{ id: mother._id }}>
                  <bdi>{mother.code}</bdi>
                  {mother.name ? ` · ${mother.name}` : ''}
                </AnchorLink>
                {mother.retiredAt ? (
                  <Badge ms="xs" variant="outline" color="gray">
                    {t('mothers.retired')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{mother.strainName}</Table.Td>
              <Table.Td>{figure(mother.clonesTaken)}</Table.Td>
              <Table.Td>{figure(mother.rooted)}</Table.Td>
              <Table.Td>{figure(mother.lostInPropagation)}</Table.Td>
              <Table.Td>{figure(mother.medianDaysToRoot)}</Table.Td>
              <Table.Td>{figure(mother.meanDryGramsPerPlant)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
