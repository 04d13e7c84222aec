import { bugSchema, type Bug } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/bugs/{id}/upload`: the report's one photo, sent right after the bug is created. */
export function uploadBugPhoto(bugId: string, photo: Blob, name: string, key?: string): Promise<Bug> {
  const body = new FormData();
  body.append('file', photo, name);
  return apiRequest(`/bugs/${encodeURIComponent(bugId)}/upload`, {
    method: 'POST',
    body,
    schema: bugSchema,
    ...(key && { idempotencyKey: key }),
  });
}
