import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUG_STATUSES, isBugStatus } from '@canopy/shared/bugs';
import {
  canCloseBug,
  canEditBug,
  canManageRecords,
  canSetBugStatus,
  type Actor,
} from '@canopy/shared/permissions';
import type { BugSummary } from '@canopy/shared/schemas/bugs';
import { errorMessage } from '../../../i18n/error-message';
import { useCloseBug } from '../api/close-bug';
import { useSetBugStatus } from '../api/set-bug-status';
import { BugEditForm } from './bug-edit-form';
import { DeleteBugButton } from './delete-bug-button';
import { bugStatusLabel } from './bug-status';

export interface BugActionsProps {
  bug: BugSummary;
  actor: Actor;
  /** Called once the bug is closed (by the button or the status dropdown): its pin goes. */
  onClosed: (id: string) => void;
}

/** Edit and close for the creator or staff; the status dropdown and delete (to the trash) for staff only. */
export function BugActions({ bug, actor, onClosed }: BugActionsProps): ReactNode {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const close = useCloseBug();
  const setStatus = useSetBugStatus();
  const owned = { createdById: bug.createdBy.id };
  const isClosed = bug.status === 'closed';

  if (editing) return <BugEditForm bug={bug} onDone={() => setEditing(false)} />;

  const statusOptions = [
    // A status this version does not know stays selectable as itself, so the select shows the truth.
    ...(isBugStatus(bug.status) ? [] : [{ value: bug.status, label: bug.status, disabled: true }]),
    ...BUG_STATUSES.map((status) => ({ value: status, label: bugStatusLabel(t, status) })),
  ];

  return (
    <Stack gap="xs">
      {close.isError ? (
        <Alert color="red" role="alert" title={t('bugs.closeFailed')}>
          {errorMessage(t, close.error)}
        </Alert>
      ) : null}
      {setStatus.isError ? (
        <Alert color="red" role="alert" title={t('bugs.statusFailed')}>
          {errorMessage(t, setStatus.error)}
        </Alert>
      ) : null}
      {canSetBugStatus(actor) ? (
        <NativeSelect
          maw={280}
          label={t('bugs.changeStatus')}
          value={bug.status}
          data={statusOptions}
          disabled={setStatus.isPending}
          onChange={(event) => {
            const status = event.currentTarget.value;
            if (!isBugStatus(status)) return;
            setStatus.mutate(
              { id: bug._id, status },
              { onSuccess: () => (status === 'closed' ? onClosed(bug._id) : undefined) },
            );
          }}
        />
      ) : null}
      <Group gap="xs">
        {canEditBug(actor, owned) ? (
          <Button variant="light" onClick={() => setEditing(true)}>
            {t('common.edit')}
          </Button>
        ) : null}
        {canCloseBug(actor, owned) && !isClosed ? (
          // Red 9: lighter reds fall below AA contrast as outline text, more so on the highlight colour.
          <Button
            color="red.9"
            variant="outline"
            loading={close.isPending}
            onClick={() => close.mutate(bug._id, { onSuccess: () => onClosed(bug._id) })}
          >
            {t('bugs.close')}
          </Button>
        ) : null}
        {canManageRecords(actor) ? <DeleteBugButton bugId={bug._id} /> : null}
      </Group>
    </Stack>
  );
}
