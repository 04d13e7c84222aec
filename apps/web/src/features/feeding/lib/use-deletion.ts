import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessage } from '../../../i18n/error-message';
import type { DeleteOutcome } from '../api/delete-or-archive';

/** What a deletion came to, once it is done: deleted, or (named by records) archived instead. */
export interface Deletion {
  name: string;
  outcome: DeleteOutcome;
}

/**
 * Deleting a product or a recipe: the one asked about (`ask`), its confirmation (`confirm`, `close`, why
 * it failed), and what the last one came to, which the tab says until something else happens.
 */
export function useDeletion<Item extends { _id: string; name: string }>(
  remove: UseMutationResult<DeleteOutcome, Error, string>,
) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const close = () => {
    remove.reset();
    setDeleting(null);
  };
  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (outcome) => {
        setDeletion({ name: deleting.name, outcome });
        close();
      },
    });
  };
  return {
    deleting,
    ask: setDeleting,
    /** What the last deletion came to. */
    done: deletion,
    forget: () => setDeletion(null),
    confirm,
    close,
    busy: remove.isPending,
    error: remove.error ? errorMessage(t, remove.error) : undefined,
  };
}

/** What the confirmation reads of a deletion. */
export type DeletionFlow = Pick<
  ReturnType<typeof useDeletion>,
  'deleting' | 'confirm' | 'close' | 'busy' | 'error'
>;
