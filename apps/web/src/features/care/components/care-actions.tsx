import { useState, type ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canRecordFeed, canRecordScouting, canRecordTreatment } from '@canopy/shared/permissions';
import type { Room } from '@canopy/shared/schemas/rooms';
import { useSession } from '../../../lib/use-session';
import { FeedModal } from './feed-modal';
import { ScoutingModal } from './scouting-modal';
import { TreatmentModal } from './treatment-modal';

type Dialog = 'feed' | 'scout' | 'treat' | null;

/** The room's actions, each shown to whom may record it: Feed and Scout anyone logged in, Treat staff. */
const ACTIONS = [
  { dialog: 'feed', allowed: canRecordFeed, color: undefined, label: 'care.actions.feed' },
  { dialog: 'scout', allowed: canRecordScouting, color: 'orange', label: 'care.actions.scout' },
  { dialog: 'treat', allowed: canRecordTreatment, color: 'violet', label: 'care.actions.treat' },
] as const;

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
  const buttons = ACTIONS.filter((action) => action.allowed(actor)).map((action) => (
    <Button
      key={action.dialog}
      size={large ? 'lg' : 'xs'}
      fullWidth={large}
      variant="light"
      color={action.color}
      onClick={() => open(action.dialog)}
    >
      {t(action.label)}
    </Button>
  ));
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
