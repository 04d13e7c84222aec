import { bugSchema, type Bug } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import { itemPath } from '../../../lib/threads/thread-api';
import { useThreadMutation } from '../../../lib/threads/use-thread-mutation';
import { bugsApi } from './bugs-api';

/** The creator or staff close a bug (a plain user may not set its status otherwise). */
export function closeBug(id: string): Promise<Bug> {
  return apiRequest(itemPath(bugsApi, id, '/close'), { method: 'PATCH', schema: bugSchema });
}

export function useCloseBug() {
  return useThreadMutation(bugsApi, closeBug);
}
