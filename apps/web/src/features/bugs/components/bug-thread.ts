import { BUG_STATUSES, isBugStatus, type BugStatus } from '@canopy/shared/bugs';
import { canCloseBug, canEditBug, canManageRecords, canSetBugStatus } from '@canopy/shared/permissions';
import type { Bug } from '@canopy/shared/schemas/bugs';
import type { ThreadSpec } from '../../../components/threads/thread-spec';
import { closeBug } from '../api/close-bug';
import { bugsApi } from '../api/bugs-api';

const COLORS: Record<BugStatus, string> = {
  open: 'blue',
  urgent: 'orange',
  very_urgent: 'red',
  in_progress: 'grape',
  closed: 'gray',
};

/**
 * Bugs on the thread kernel: the creator or staff edit and close a bug (by a call of its own), staff set
 * any status and move it to the trash.
 */
export const bugThread: ThreadSpec<Bug, BugStatus> = {
  api: bugsApi,
  statuses: {
    all: BUG_STATUSES,
    is: isBugStatus,
    colors: COLORS,
    key: (status) => `bugs.statuses.${status}`,
  },
  can: {
    edit: canEditBug,
    setStatus: canSetBugStatus,
    finish: canCloseBug,
    remove: (actor) => canManageRecords(actor),
  },
  finish: {
    status: 'closed',
    label: 'bugs.close',
    call: { send: closeBug, failed: 'bugs.closeFailed' },
    // Red 9: lighter reds fall below AA contrast as outline text, more so on the highlight colour.
    button: { color: 'red.9', variant: 'outline' },
  },
  text: {
    changeStatus: 'bugs.changeStatus',
    statusFailed: 'bugs.statusFailed',
    updateFailed: 'bugs.updateFailed',
    deleteTitle: 'bugs.deleteTitle',
    deleteConfirm: 'bugs.deleteConfirm',
  },
  commentAuthor: (comment) => comment.author,
};
