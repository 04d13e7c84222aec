import { useState, type ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canRecordFeed, canRecordScouting, canRecordTreatment } from '@canopy/shared/permissions';
import type { Room } from '@canopy/shared/schemas/rooms';
import { useSession } from '../../../lib/use-session';
import { FeedModal } from './feed-modal';
import { ScoutingModal } from './scouting-modal';
import { TreatmentModal } from './treatment-modal';

type Dialog = 'feed' | 'scout' | 'treat' | null;
/** What the page says once a dialog is done: the entry sent, or kept on the phone. */
type Outcome = 'feedSent' | 'feedQueued' | 'scoutingSent' | 'scoutingQueued' | 'treatmentSent' | null;

export interface CareActionsProps {
  room: Room;
  /** The group whose page it is on, whose stage and day the feed's recipe follows. */
  groupId?: string | undefined;
  /** The grow-room floor's big full-width buttons, one under the other. */
  large?: boolean;
}

/**
 * Feed and Scout (anyone logged in) and Treat (staff) for a room, their dialogs, and what came of them. A
 * feed or a sighting given without network is kept on the phone and said so.
 */
export function CareActions({ room, groupId, large = false }: CareActionsProps): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const close = () => setDialog(null);
  const open = (next: Dialog) => {
    setOutcome(null);
    setDialog(next);
  };
  const size = large ? 'lg' : 'xs';
  const buttons = [
    canRecordFeed(actor) ? (
      <Button key="feed" size={size} fullWidth={large} variant="light" onClick={() => open('feed')}>
        {t('care.actions.feed')}
      </Button>
    ) : null,
    canRecordScouting(actor) ? (
      <Button
        key="scout"
        size={size}
        fullWidth={large}
        variant="light"
        color="orange"
        onClick={() => open('scout')}
      >
        {t('care.actions.scout')}
      </Button>
    ) : null,
    canRecordTreatment(actor) ? (
      <Button
        key="treat"
        size={size}
        fullWidth={large}
        variant="light"
        color="violet"
        onClick={() => open('treat')}
      >
        {t('care.actions.treat')}
      </Button>
    ) : null,
  ];
  return (
    <>
      {large ? buttons : <Group gap="xs">{buttons}</Group>}
      {outcome ? (
        <Alert color={outcome.endsWith('Queued') ? 'blue' : 'green'} role="status">
          {t(`care.outcome.${outcome}`)}
        </Alert>
      ) : null}
      {dialog === 'feed' ? (
        <FeedModal
          room={room}
          groupId={groupId}
          onClose={close}
          onDone={(queued) => setOutcome(queued ? 'feedQueued' : 'feedSent')}
        />
      ) : null}
      {dialog === 'scout' ? (
        <ScoutingModal
          room={room}
          onClose={close}
          onDone={(queued) => setOutcome(queued ? 'scoutingQueued' : 'scoutingSent')}
        />
      ) : null}
      {dialog === 'treat' ? (
        <TreatmentModal room={room} onClose={close} onDone={() => setOutcome('treatmentSent')} />
      ) : null}
    </>
  );
}
