import { publicIdSchema } from '@canopy/shared/schemas/files';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import type { DiaryInput, DiaryService } from './diary.service.ts';

/** A parent's diary routes: the API's paths, operation ids and field names, mapped onto the one diary. */
export interface DiaryRoutesSpec<Body extends z.ZodType, Entry> {
  /** `strain` or `cutting`: in paths (`/api/admin/strains/:id/diary`), operation ids and summaries. */
  parent: 'strain' | 'cutting';
  /** The API calls a diary's pictures photos on strains and images on cuttings. */
  photoWord: 'photo' | 'image';
  body: Body;
  entry: z.ZodType<Entry>;
  readBody(body: z.output<Body>): DiaryInput;
}

const entryParams = idParams.extend({ entryId: z.string().min(1).max(64) });
const photoParams = entryParams.extend({ publicId: publicIdSchema });
const capital = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

export function registerDiaryRoutes<Body extends z.ZodType, Entry>(
  app: AppInstance,
  diary: DiaryService<Entry>,
  spec: DiaryRoutesSpec<Body, Entry>,
): void {
  const { parent, photoWord } = spec;
  const base = `/api/admin/${parent}s/:id/diary`;
  const name = `${capital(parent)}Diary`;
  const tags = [`${parent}s`];
  const config = { policy: 'staff' } as const;
  // Widened for Fastify's type provider, which cannot resolve a generic schema; the route still validates
  // with the spec's own schemas, so the body below is what `readBody` expects.
  const body: z.ZodType = spec.body;
  const entry: z.ZodType = spec.entry;
  const readBody = (value: unknown) => spec.readBody(value as z.output<Body>);

  app.post(
    base,
    {
      config,
      schema: {
        operationId: `add${name}Entry`,
        summary: `Add an entry to a ${parent}'s diary`,
        tags,
        params: idParams,
        body,
        response: { 201: entry },
      },
    },
    async (request, reply) => {
      const input = readBody(request.body);
      return reply.code(201).send(await diary.add(requireActor(request), request.params.id, input));
    },
  );

  app.put(
    `${base}/:entryId`,
    {
      config,
      schema: {
        operationId: `update${name}Entry`,
        summary: `Edit a ${parent} diary entry`,
        tags,
        params: entryParams,
        body,
        response: { 200: entry },
      },
    },
    (request) => {
      const { id, entryId } = request.params;
      return diary.update(requireActor(request), id, entryId, readBody(request.body));
    },
  );

  app.delete(
    `${base}/:entryId`,
    {
      config,
      schema: {
        operationId: `delete${name}Entry`,
        summary: `Delete a ${parent} diary entry`,
        tags,
        params: entryParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await diary.delete(requireActor(request), request.params.id, request.params.entryId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${base}/:entryId/${photoWord}s/:publicId`,
    {
      config,
      schema: {
        operationId: `delete${name}${capital(photoWord)}`,
        summary: `Remove ${photoWord === 'image' ? 'an' : 'a'} ${photoWord} from a ${parent} diary entry`,
        tags,
        params: photoParams,
        response: { 200: entry },
      },
    },
    (request) => {
      const { id, entryId, publicId } = request.params;
      return diary.deletePhoto(requireActor(request), id, entryId, publicId);
    },
  );
}
