import { apiRequest } from '../api-client';
import { itemPath, type ThreadApi, type ThreadItem } from './thread-api';

export interface PhotoFile {
  blob: Blob;
  name: string;
}

/** `POST /api/{kind}/{id}/upload`: all the item's photos in one multipart request (a bug's one photo). */
export function uploadThreadPhotos<Item extends ThreadItem>(
  api: ThreadApi<Item>,
  id: string,
  photos: readonly PhotoFile[],
  key?: string,
): Promise<Item> {
  const body = new FormData();
  for (const photo of photos) body.append('file', photo.blob, photo.name);
  return apiRequest(itemPath(api, id, '/upload'), {
    method: 'POST',
    body,
    schema: api.schema,
    ...(key && { idempotencyKey: key }),
  });
}
