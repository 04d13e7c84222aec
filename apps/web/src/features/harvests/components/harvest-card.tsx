import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageCrop, isLoggedIn } from '@canopy/shared/permissions';
import type { Harvest } from '@canopy/shared/schemas/harvests';
import { useSiteTimeFormat } from '../../../components/crop/site-time';
import { useSite } from '../../../lib/crop/api/get-site';
import { useSession } from '../../../lib/use-session';
import { useQueuedWeighings } from '../lib/queued-weighings';
import { CloseHarvestButton } from './close-harvest-button';
import { HarvestTotals } from './harvest-totals';
import { QualityNoteModal } from './quality-note-modal';
import { QualityNotes } from './quality-notes';
import { WeighingList } from './weighing-list';
import { WeighingModal } from './weighing-modal';

type Dialog = 'weigh' | 'note' | null;

/**
 * One harvest: when, what and how many plants on which day of flower, open or closed (by whom, when), its
 * totals, weighings and quality notes. Staff weigh it (offline too) and close it; anyone logged in adds a
 * quality note.
 */
export function HarvestCard({ harvest }: { harvest: Harvest }): ReactNode {
  const { t } = useTranslation();
  const format = useSiteTimeFormat();
  const { actor } = useSession();
  const criteria = useSite().data?.qualityCriteria ?? [];
  const queued = useQueuedWeighings(harvest._id);
  const waiting = queued.some((weighing) => !weighing.refused);
  const [dialog, setDialog] = useState<Dialog>(null);
  const staff = canManageCrop(actor);
  const closed = harvest.closedAt !== null;
  const close = () => setDialog(null);
  const titleId = `harvest-${harvest._id}-title`;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            <bdi>{harvest.strainName}</bdi>
            {' · '}
            <bdi>{format(harvest.at)}</bdi>
          </Title>
          <Badge color={closed ? 'gray.8' : 'green.9'} style={{ flexShrink: 0 }}>
            {t(closed ? 'harvests.card.closed' : 'harvests.card.open')}
          </Badge>
        </Group>
        <Text size="sm">
          {t('harvests.card.plants', { count: harvest.plantCount })}
          {' · '}
          {t('harvests.card.flowerDays', { day: harvest.flowerDays })}
          {harvest.by ? (
            <>
              {' · '}
              <Trans
                i18nKey="harvests.card.by"
                values={{ name: harvest.by.displayName }}
                components={{ bdi: <bdi /> }}
              />
            </>
          ) : null}
        </Text>
        {harvest.closedAt ? (
          <Text size="sm" c="dimmed">
            <Trans
              i18nKey={harvest.closedBy ? 'harvests.card.closedBy' : 'harvests.card.closedAt'}
              values={{ name: harvest.closedBy?.displayName, at: format(harvest.closedAt) }}
              components={{ bdi: <bdi /> }}
            />
          </Text>
        ) : null}
        <HarvestTotals harvest={harvest} />
        <WeighingList harvestId={harvest._id} weighings={harvest.weighings} queued={queued} />
        {waiting ? (
          <Alert color="blue" role="status">
            {t('harvests.weigh.queued')}
          </Alert>
        ) : null}
        <QualityNotes harvestId={harvest._id} notes={harvest.notes} />
        <Group gap={6}>
          {staff ? (
            <Button size="xs" variant="light" onClick={() => setDialog('weigh')}>
              {t('harvests.weigh.button')}
            </Button>
          ) : null}
          {isLoggedIn(actor) ? (
            <Button size="xs" variant="light" color="grape" onClick={() => setDialog('note')}>
              {t('harvests.notes.add')}
            </Button>
          ) : null}
          {staff && !closed ? <CloseHarvestButton harvest={harvest} /> : null}
        </Group>
      </Stack>
      {dialog === 'weigh' ? <WeighingModal harvest={harvest} onClose={close} /> : null}
      {dialog === 'note' ? (
        <QualityNoteModal harvestId={harvest._id} criteria={criteria} onClose={close} />
      ) : null}
    </Paper>
  );
}
