import { useState, type ReactNode } from 'react';
import { Alert, Button, FileButton, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { canAddGroupPhoto, canManageCrop, canRecordLoss } from '@canopy/shared/permissions';
import { stageDayText } from '../../../components/crop/stage-day';
import { usePhotoChoice } from '../../../components/ui/photos/use-photo-choice';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useLiveRunUpdates } from '../../../lib/crop/use-live-run-updates';
import { useSession } from '../../../lib/use-session';
import { useRun } from '../../../lib/crop/api/get-run';
import { plannedDaysOf } from '../lib/planned-of';
import { GroupPhotoModal } from './group-photo-modal';
import { LossModal } from './loss-modal';
import { MoveModal } from './move-modal';
import type { GroupSlot } from './run-slots';
import { Loading } from '../../../components/ui/loading';

type Dialog = 'loss' | 'move' | 'photo' | null;
/** What the page says after a quick action: a loss or a photo kept on the phone, or a photo sent. */
type Outcome = 'lossQueued' | 'photoQueued' | 'photoAdded' | null;

const OUTCOME_TEXT = {
  lossQueued: 'runs.floor.queued',
  photoQueued: 'runs.floor.photoQueued',
  photoAdded: 'runs.floor.photoAdded',
} as const;

/**
 * `/runs/{id}/groups/{groupId}`, what a group's QR label opens on the grow-room floor: the group (strain,
 * plants, room, stage and day, its run) and large quick actions: record a loss and add a photo (anyone
 * logged in; kept on the phone while offline, as a cutting's log entry is) and move (staff). The photo
 * button opens the phone's camera; the photo is shown with an optional note before it is sent. Other
 * features add to the page: `quickActions` among the actions (the room's feed, scouting and treatment),
 * `section` after them (the group's harvests, weighed on the floor).
 */
export function GroupFloor({
  runId,
  groupId,
  quickActions,
  section,
}: {
  runId: string;
  groupId: string;
  quickActions?: GroupSlot;
  section?: GroupSlot;
}): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const query = useRun(runId);
  const rooms = useRooms().data ?? [];
  useLiveRunUpdates();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const photo = usePhotoChoice();
  const run = query.data;
  const group = run?.groups.find((candidate) => candidate._id === groupId);
  const growing = group ? group.stage !== 'done' && group.stage !== 'lost' : false;
  const close = () => setDialog(null);
  return (
    <Stack gap="md" maw={560}>
      {query.isPending ? <Loading label={t('runs.loading')} /> : null}
      <ErrorNotice error={query.error} />
      {run && !group ? (
        <Alert color="yellow" role="alert">
          {t('runs.floor.notFound')}
        </Alert>
      ) : null}
      {run && group ? (
        <>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('runs.floor.title')}
            </Text>
            <Title order={1} size="h2">
              <bdi>{group.strainName}</bdi>
            </Title>
            <Text fw={600} size="lg">
              {t('runs.plants', { count: group.plantCount })}
            </Text>
            <Text>
              {stageDayText(t, group.stage, group.dayOfStage, plannedDaysOf(run.plannedDays, group.stage))}
            </Text>
            <Text>
              <AnchorLink to="/rooms/$id" params={{ id: group.roomId }}>
                <Trans
                  i18nKey="runs.floor.room"
                  values={{ room: group.roomName }}
                  components={{ bdi: <bdi /> }}
                />
              </AnchorLink>
            </Text>
            <Text>
              <AnchorLink to="/runs/$id" params={{ id: run._id }}>
                <Trans i18nKey="runs.floor.run" values={{ code: run.code }} components={{ bdi: <bdi /> }} />
              </AnchorLink>
            </Text>
          </Stack>
          {outcome ? (
            <Alert color={outcome === 'photoAdded' ? 'green' : 'blue'} role="status">
              {t(OUTCOME_TEXT[outcome])}
            </Alert>
          ) : null}
          {growing ? (
            <Paper withBorder p="md" component="section" aria-labelledby="group-quick-actions-title">
              <Title order={2} size="h4" id="group-quick-actions-title" mb="sm">
                {t('runs.floor.quick')}
              </Title>
              <SimpleGrid cols={1} spacing="sm">
                {canRecordLoss(actor) ? (
                  <Button size="lg" fullWidth color="red" onClick={() => setDialog('loss')}>
                    {t('runs.floor.loss')}
                  </Button>
                ) : null}
                {canAddGroupPhoto(actor) ? (
                  <FileButton
                    accept="image/*"
                    capture="environment"
                    onChange={(file) => {
                      if (!file) return;
                      photo.choose(file);
                      setDialog('photo');
                    }}
                  >
                    {(props) => (
                      <Button size="lg" fullWidth variant="light" color="teal" {...props}>
                        {t('runs.floor.photo')}
                      </Button>
                    )}
                  </FileButton>
                ) : null}
                {canManageCrop(actor) ? (
                  <Button size="lg" fullWidth variant="light" onClick={() => setDialog('move')}>
                    {t('runs.floor.move')}
                  </Button>
                ) : null}
                {quickActions?.(run, group)}
              </SimpleGrid>
            </Paper>
          ) : null}
          {section?.(run, group)}
          {dialog === 'loss' ? (
            <LossModal
              runId={run._id}
              group={group}
              onClose={close}
              onQueued={() => setOutcome('lossQueued')}
            />
          ) : null}
          {dialog === 'photo' ? (
            <GroupPhotoModal
              runId={run._id}
              group={group}
              choice={photo}
              onClose={() => {
                photo.clear();
                close();
              }}
              onDone={(queued) => {
                setOutcome(queued ? 'photoQueued' : 'photoAdded');
                photo.clear();
                close();
              }}
            />
          ) : null}
          {dialog === 'move' ? (
            <MoveModal runId={run._id} group={group} rooms={rooms} split={false} onClose={close} />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
