import type { Bug, BugSummary } from '@canopy/shared/schemas/bugs';
import { threadSummaryOf } from '../../../testing/threads/thread-fakes';

/** A plain user's open bug with no comments or photos; override what a test is about. */
export function bugFactory(overrides: Partial<Bug> = {}): Bug {
  return {
    _id: 'bug-1',
    shortId: 'B1',
    description: 'The fan in room 2 does not start',
    details: '',
    status: 'open',
    createdBy: { id: 'u-grower', login: 'grower@example.com', displayName: 'Grower' },
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    statusChangedAt: '2026-01-01T10:00:00.000Z',
    comments: [],
    photos: [],
    screenshotUrl: null,
    ...overrides,
  };
}

/** The bug as a list carries it, as the server derives it: the thread's length and newest comment. */
export const summaryOf = (bug: Bug): BugSummary => threadSummaryOf(bug);

export const bugSummaryFactory = (overrides: Partial<Bug> = {}): BugSummary =>
  summaryOf(bugFactory(overrides));
