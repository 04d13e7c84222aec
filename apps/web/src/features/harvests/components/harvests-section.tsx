import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Harvest } from '@canopy/shared/schemas/harvests';
import { newestFirst } from '../lib/harvest-figures';
import { HarvestCard } from './harvest-card';
import { WeightUnitChoice } from '../../../components/crop/weight-unit-choice';

/**
 * "Harvests" on a run's page (all of the run's) or a group's (its own): the newest first, with the choice
 * of the unit weights show in.
 */
export function HarvestsSection({ harvests }: { harvests: readonly Harvest[] }): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="harvests-title">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={2} size="h4" id="harvests-title">
          {t('harvests.title')}
        </Title>
        {harvests.length > 0 ? <WeightUnitChoice size="xs" w={200} /> : null}
      </Group>
      {harvests.length === 0 ? <Text size="sm">{t('harvests.empty')}</Text> : null}
      {newestFirst(harvests).map((harvest) => (
        <HarvestCard key={harvest._id} harvest={harvest} />
      ))}
    </Stack>
  );
}
