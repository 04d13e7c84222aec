import { bugSchema, type Bug } from '@canopy/shared/schemas/bugs';
import type { ThreadApi } from '../../../lib/threads/thread-api';
import { bugKeys } from './bug-keys';

/** Bugs on the thread kernel's calls: `/api/bugs`, kept offline as 'bug' and 'bugComment' writes. */
export const bugsApi: ThreadApi<Bug> = {
  path: 'bugs',
  schema: bugSchema,
  keys: bugKeys,
  queued: { item: 'bug', comment: 'bugComment' },
};
