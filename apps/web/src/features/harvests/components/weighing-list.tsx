import type { ReactNode } from 'react';
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Weighing, WeighingKind } from '@canopy/shared/schemas/harvests';
import type { WeightUnit } from '@canopy/shared/schemas/site';
import { useSiteTimeFormat } from '../../../components/crop/site-time';
import { useWeights } from '../../../lib/crop/use-weights';
import type { QueuedWeighing } from '../lib/queued-weighings';

/** One weighing's weight: as it was entered, and in the reader's unit beside it when that differs. */
function WeightText({
  kind,
  value,
  unit,
  grams,
}: {
  kind: WeighingKind;
  value: number;
  unit: WeightUnit;
  grams?: number;
}): ReactNode {
  const { t } = useTranslation();
  const weights = useWeights();
  const entered = weights.asEntered(value, unit);
  const weight =
    grams === undefined || unit === weights.unit
      ? entered
      : t('harvests.weighings.converted', { entered, converted: weights.format(grams) });
  return (
    <Text size="sm" fw={600} component="span">
      {t(`harvests.kinds.${kind}`)}: <bdi>{weight}</bdi>
    </Text>
  );
}

/**
 * The harvest's weighings, oldest first as the API lists them, each with who weighed and when, and an
 * admin's override marked; then the ones waiting on this phone for the network.
 */
export function WeighingList({
  harvestId,
  weighings,
  queued,
}: {
  harvestId: string;
  weighings: readonly Weighing[];
  queued: readonly QueuedWeighing[];
}): ReactNode {
  const { t } = useTranslation();
  const format = useSiteTimeFormat();
  const titleId = `harvest-${harvestId}-weighings`;
  return (
    <Stack gap={4} component="section" aria-labelledby={titleId}>
      <Title order={4} size="h6" id={titleId}>
        {t('harvests.weighings.title')}
      </Title>
      {weighings.length === 0 && queued.length === 0 ? (
        <Text size="sm">{t('harvests.weighings.empty')}</Text>
      ) : null}
      <List size="sm" spacing={4} listStyleType="none" p={0}>
        {weighings.map((weighing) => (
          <List.Item key={weighing._id}>
            <Group gap={6} wrap="wrap">
              <WeightText {...weighing} />
              {weighing.override ? (
                <Badge size="sm" color="orange.9">
                  {t('harvests.weighings.override')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {weighing.by ? (
                <>
                  <bdi>{weighing.by.displayName}</bdi>
                  {' · '}
                </>
              ) : null}
              <bdi>{format(weighing.at)}</bdi>
            </Text>
          </List.Item>
        ))}
        {queued.map((weighing) => (
          <List.Item key={`queued-${weighing.id}`}>
            <Group gap={6} wrap="wrap">
              <WeightText {...weighing} />
              <Badge size="sm" color={weighing.refused ? 'red.9' : 'blue.9'}>
                {t(weighing.refused ? 'harvests.weighings.refused' : 'harvests.weighings.waiting')}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
