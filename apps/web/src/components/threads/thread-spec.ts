import type { ButtonProps } from '@mantine/core';
import type { Actor } from '@canopy/shared/permissions';
import type { Person } from '@canopy/shared/schemas/people';
import type { TranslationKey } from '../../i18n/translation-key';
import type { ThreadApi, ThreadItem } from '../../lib/threads/thread-api';

/** The item as permission predicates take it (packages/shared/src/permissions.ts); a bug has no assignees. */
export interface Owned {
  createdById: string;
  assigneeIds: readonly string[];
}

/** A kind's statuses: the known ones in the order offered, their badge colours and catalog keys. */
export interface ThreadStatuses<Status extends string = string> {
  all: readonly Status[];
  is(value: unknown): value is Status;
  colors: Record<Status, string>;
  key(status: Status): TranslationKey;
}

/**
 * What makes a thread a bug or a task on the page: its calls, statuses, who may do what and its words.
 * The kernel's cards, actions, forms and comments take a spec; a new kind (or tasks v2's fields) adds its
 * own parts beside them.
 */
export interface ThreadSpec<Item extends ThreadItem = ThreadItem, Status extends string = string> {
  api: ThreadApi<Item>;
  statuses: ThreadStatuses<Status>;
  can: {
    edit(actor: Actor, item: Owned): boolean;
    setStatus(actor: Actor): boolean;
    /** Close a bug, complete a task. */
    finish(actor: Actor, item: Owned): boolean;
    remove(actor: Actor, item: Owned): boolean;
  };
  /** Ending an item (closing a bug, marking a task done): the status it ends in and its button. */
  finish: {
    status: Status;
    label: TranslationKey;
    /** A call of its own (a bug's close, with its own failure title); otherwise the status is set. */
    call?: { send(id: string): Promise<unknown>; failed: TranslationKey };
    button?: ButtonProps;
    /** Statuses its button is not offered in: a task in review is staff's to approve, by its own buttons. */
    not?: readonly Status[];
  };
  text: {
    changeStatus: TranslationKey;
    statusFailed: TranslationKey;
    updateFailed: TranslationKey;
    deleteTitle: TranslationKey;
    deleteConfirm: TranslationKey;
  };
  /** Who wrote a comment (bugs name it `author`, tasks `createdBy`). */
  commentAuthor(comment: Item['comments'][number]): Person;
}

export const ownedBy = (item: { createdBy: Person; assigneeIds?: readonly string[] }): Owned => ({
  createdById: item.createdBy.id,
  assigneeIds: item.assigneeIds ?? [],
});

export const personName = (person: Person): string => person.displayName || person.login;
