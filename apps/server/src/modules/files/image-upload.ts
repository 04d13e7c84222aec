import type { Actor } from '@canopy/shared/permissions';
import { uploadResponseSchema, type UploadResponse } from '@canopy/shared/schemas/files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireActor } from '../../http/policy.ts';
import { readSingleUpload } from './read-upload.ts';

/** What an image upload takes, for its route's description. */
export const IMAGE_UPLOAD_BODY =
  'multipart/form-data with one image in the field "file" (JPEG, PNG, WebP, HEIC, HEIF; 3 MB)';

/**
 * The schema and handler of a route taking one image as `POST /api/upload` does (a feature's own upload
 * route too): `store` keeps the file read from the multipart body, which answers its id and signed link.
 */
export const imageUpload = (store: (actor: Actor, data: Buffer) => Promise<UploadResponse>) => ({
  schema: {
    consumes: ['multipart/form-data'],
    errors: [503] as const,
    response: { 201: uploadResponseSchema },
  },
  handler: async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = requireActor(request);
    return reply.code(201).send(await store(actor, await readSingleUpload(request)));
  },
});
