import { useState, type ReactNode } from 'react';
import type { Actor } from '@canopy/shared/permissions';
import type { BugSummary } from '@canopy/shared/schemas/bugs';
import { ThreadActions } from '../../../components/threads/thread-actions';
import { ThreadEditForm } from '../../../components/threads/thread-edit-form';
import { editBugForm } from './bug-form';
import { bugThread } from './bug-thread';

export interface BugActionsProps {
  bug: BugSummary;
  actor: Actor;
  /** Called once the bug is closed (by the button or the status dropdown): its pin goes. */
  onClosed: (id: string) => void;
}

/**
 * Edit and close for the creator or staff; the status dropdown and delete (to the trash) for staff only.
 * The edit form takes the actions' place while it is open.
 */
export function BugActions({ bug, actor, onClosed }: BugActionsProps): ReactNode {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <ThreadEditForm
        spec={bugThread}
        id={bug._id}
        form={editBugForm}
        values={{ description: bug.description, details: bug.details }}
        onDone={() => setEditing(false)}
      />
    );
  }
  return (
    <ThreadActions
      spec={bugThread}
      item={bug}
      actor={actor}
      onEdit={() => setEditing(true)}
      onFinished={onClosed}
    />
  );
}
