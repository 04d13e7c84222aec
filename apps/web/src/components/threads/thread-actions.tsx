import type { ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Actor } from '@canopy/shared/permissions';
import type { Person } from '@canopy/shared/schemas/people';
import { errorMessage } from '../../i18n/error-message';
import { useSetThreadStatus } from '../../lib/threads/set-thread-status';
import { useThreadMutation } from '../../lib/threads/use-thread-mutation';
import { DeleteThreadButton } from './delete-thread-button';
import { statusOptions } from './thread-status';
import { ownedBy, type ThreadSpec } from './thread-spec';

export interface ThreadActionsProps {
  spec: ThreadSpec;
  item: { _id: string; status: string; createdBy: Person; assigneeIds?: readonly string[] };
  actor: Actor;
  /** Opens the editor; left out while it is open. */
  onEdit?: (() => void) | undefined;
  /** Called once the item is finished, by its button or the status dropdown (a bug's pin goes). */
  onFinished?: (id: string) => void;
}

const notCalled = (): Promise<never> =>
  Promise.reject(new Error('This kind has no call of its own to finish.'));

/**
 * The action bar of an item: the status dropdown for those who may set any status, then edit, finish
 * (close a bug, mark a task done) and delete, each for whom the spec allows.
 */
export function ThreadActions({ spec, item, actor, onEdit, onFinished }: ThreadActionsProps): ReactNode {
  const { t } = useTranslation();
  const setStatus = useSetThreadStatus(spec.api);
  const { call, status: finalStatus, not: unfinishable = [] } = spec.finish;
  const finishCall = useThreadMutation(spec.api, call?.send ?? notCalled);
  const owned = ownedBy(item);
  const finished = () => onFinished?.(item._id);
  const finish = () =>
    call
      ? finishCall.mutate(item._id, { onSuccess: finished })
      : setStatus.mutate({ id: item._id, status: finalStatus }, { onSuccess: finished });

  return (
    <Stack gap="xs">
      {call && finishCall.isError ? (
        <Alert color="red" role="alert" title={t(call.failed)}>
          {errorMessage(t, finishCall.error)}
        </Alert>
      ) : null}
      {setStatus.isError ? (
        <Alert color="red" role="alert" title={t(spec.text.statusFailed)}>
          {errorMessage(t, setStatus.error)}
        </Alert>
      ) : null}
      {spec.can.setStatus(actor) ? (
        <NativeSelect
          maw={280}
          label={t(spec.text.changeStatus)}
          value={item.status}
          data={statusOptions(spec.statuses, t, item.status)}
          disabled={setStatus.isPending}
          onChange={(event) => {
            const status = event.currentTarget.value;
            if (!spec.statuses.is(status)) return;
            setStatus.mutate(
              { id: item._id, status },
              { onSuccess: () => (status === finalStatus ? finished() : undefined) },
            );
          }}
        />
      ) : null}
      <Group gap="xs">
        {onEdit && spec.can.edit(actor, owned) ? (
          <Button variant="light" onClick={onEdit}>
            {t('common.edit')}
          </Button>
        ) : null}
        {spec.can.finish(actor, owned) &&
        item.status !== finalStatus &&
        !unfinishable.includes(item.status) ? (
          <Button
            {...spec.finish.button}
            loading={(call ? finishCall : setStatus).isPending}
            onClick={finish}
          >
            {t(spec.finish.label)}
          </Button>
        ) : null}
        {spec.can.remove(actor, owned) ? <DeleteThreadButton spec={spec} id={item._id} /> : null}
      </Group>
    </Stack>
  );
}
