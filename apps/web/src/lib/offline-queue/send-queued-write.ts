import { z } from 'zod';
import { uploadResponseSchema } from '@canopy/shared/schemas/files';
import { apiRequest } from '../api-client';
import type { QueuedWrite, WriteRequest } from './queued-write';

const createdSchema = z.looseObject({ _id: z.string() });
/** What a write without a follow-up answers: read as the feature reads it (a room feed answers its rows). */
const answerSchema = z.unknown();

function requestBody(
  request: WriteRequest,
  body: Record<string, unknown>,
): FormData | Record<string, unknown> {
  if (!request.files) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, String(value));
  // Files go last: the server reads the text fields before it streams the upload.
  for (const file of request.files) form.append(file.name, file.blob, file.fileName);
  return form;
}

function withUploadedIds(body: Record<string, unknown>, ids: ReadonlyMap<string, string>) {
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value.map((item: unknown) => (typeof item === 'string' ? (ids.get(item) ?? item) : item))
        : value,
    ]),
  );
}

/**
 * Sends one queued write, every call with its own stored key, so a write interrupted half way (a photo
 * uploaded, the entry not yet) is simply sent again: the server answers the finished calls from its record.
 */
export async function sendQueuedWrite(
  write: Pick<QueuedWrite, 'uploads' | 'main' | 'follow'>,
): Promise<unknown> {
  const ids = new Map<string, string>();
  for (const upload of write.uploads) {
    const form = new FormData();
    form.append('file', upload.blob, upload.fileName);
    const answer = await apiRequest(upload.path ?? '/upload', {
      method: 'POST',
      body: form,
      schema: uploadResponseSchema,
      idempotencyKey: upload.key,
    });
    ids.set(upload.localId, answer.publicId);
  }
  const body = withUploadedIds(write.main.body, ids);
  const main = <T>(schema: z.ZodType<T>) =>
    apiRequest(write.main.path, {
      method: write.main.method ?? 'POST',
      body: requestBody(write.main, body),
      schema,
      idempotencyKey: write.main.key,
    });
  if (!write.follow) return main(answerSchema);
  const created = await main(createdSchema);
  const followPath = write.follow.path.replace('{id}', encodeURIComponent(created._id));
  return apiRequest(followPath, {
    method: 'POST',
    body: requestBody(write.follow, write.follow.body),
    schema: createdSchema,
    idempotencyKey: write.follow.key,
  });
}
