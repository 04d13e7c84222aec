import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { missingFile } from '../files/files.errors.ts';
import { readUploadForm } from '../files/read-upload.ts';
import { invalidFields } from './cuttings.errors.ts';

/**
 * A multipart cutting form: its text fields validated with the shared schema (a route's body schema
 * cannot look inside multipart), and its one optional or required file.
 */
export async function readCuttingForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  file: { field: string; required: boolean },
): Promise<{ fields: z.output<S>; file: Buffer | undefined }> {
  const form = await readUploadForm(request, [file.field]);
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    throw invalidFields([...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))]);
  }
  const data = form.files.get(file.field);
  if (file.required && !data) throw missingFile();
  return { fields: parsed.data, file: data };
}
