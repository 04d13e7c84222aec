import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClimateProfile } from '@canopy/shared/schemas/automations';
import { METRICS, PHASES, pairOf } from '../lib/profile-draft';

/** A profile's day and night limits, one row per quantity with its unit. */
export function LimitsTable({ profile }: { profile: ClimateProfile }): ReactNode {
  const { t } = useTranslation();
  return (
    <Table
      aria-label={t('climateProfiles.limitsOf', { name: profile.name })}
      withRowBorders={false}
      verticalSpacing={2}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('climateProfiles.quantity')}</Table.Th>
          {PHASES.map((phase) => (
            <Table.Th key={phase} scope="col">
              {t(`climateProfiles.phases.${phase}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {METRICS.map((metric) => (
          <Table.Tr key={metric}>
            <Table.Th scope="row">{t(`climateProfiles.metrics.${metric}`)}</Table.Th>
            {PHASES.map((phase) => (
              <Table.Td key={phase}>
                <bdi>{`${pairOf(profile[phase][metric])} ${t(`climateProfiles.units.${metric}`)}`}</bdi>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
