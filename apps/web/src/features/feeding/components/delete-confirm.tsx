import type { ReactNode } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import type { DeletionFlow } from '../lib/use-deletion';

/** Asks before deleting the product or recipe `flow` is about, by its name; a failure keeps it open. */
export function DeleteConfirm({
  flow,
  title,
  text,
}: {
  flow: DeletionFlow;
  title: string;
  text: string;
}): ReactNode {
  return (
    <ConfirmModal
      opened={flow.deleting !== null}
      title={title}
      busy={flow.busy}
      error={flow.error}
      onClose={flow.close}
      onConfirm={flow.confirm}
    >
      {text} <bdi>{flow.deleting?.name}</bdi>
    </ConfirmModal>
  );
}
