import { useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageCrop, canRecordLoss } from '@canopy/shared/permissions';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { PlantGroup, Run } from '@canopy/shared/schemas/runs';
import { useSession } from '../../../lib/use-session';
import { undoableEvent } from '../lib/undoable-event';
import { LossModal } from './loss-modal';
import { MoveModal } from './move-modal';
import { UndoMoveModal } from './undo-move-modal';

type Dialog = 'move' | 'split' | 'loss' | 'undo' | null;

/**
 * What may be done to a group: staff move, split and undo; anyone logged in records a loss; `extra` is
 * another feature's action (the harvest), shown while the group grows.
 */
export function GroupActions({
  run,
  group,
  rooms,
  extra,
}: {
  run: Run;
  group: PlantGroup;
  rooms: readonly Room[];
  extra?: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const growing = group.stage !== 'done' && group.stage !== 'lost';
  const staff = canManageCrop(actor);
  const undo = staff ? undoableEvent(run, group._id) : null;
  const undoRoom = undo ? (rooms.find((room) => room._id === undo.roomId)?.name ?? group.roomName) : '';
  if (!growing && !undo) return null;
  return (
    <>
      <Group
        gap={6}
        role="group"
        aria-label={t('runs.actions.label', { strain: group.strainName, room: group.roomName })}
      >
        {staff && growing ? (
          <>
            <Button size="xs" variant="light" onClick={() => setDialog('move')}>
              {t('runs.actions.move')}
            </Button>
            {group.plantCount > 1 ? (
              <Button size="xs" variant="light" onClick={() => setDialog('split')}>
                {t('runs.actions.split')}
              </Button>
            ) : null}
          </>
        ) : null}
        {growing ? extra : null}
        {canRecordLoss(actor) && growing ? (
          <Button size="xs" variant="light" color="red" onClick={() => setDialog('loss')}>
            {t('runs.actions.loss')}
          </Button>
        ) : null}
        {undo ? (
          <Button size="xs" variant="default" onClick={() => setDialog('undo')}>
            {t('runs.actions.undo')}
          </Button>
        ) : null}
      </Group>
      {dialog === 'move' || dialog === 'split' ? (
        <MoveModal runId={run._id} group={group} rooms={rooms} split={dialog === 'split'} onClose={close} />
      ) : null}
      {dialog === 'loss' ? <LossModal runId={run._id} group={group} onClose={close} /> : null}
      {dialog === 'undo' && undo ? (
        <UndoMoveModal runId={run._id} event={undo} roomName={undoRoom} onClose={close} />
      ) : null}
    </>
  );
}
