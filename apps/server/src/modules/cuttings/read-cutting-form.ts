import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { missingFile } from '../files/files.errors.ts';
import { readUploadForm } from '../files/read-upload.ts';
import { invalidFields } from './cuttings.errors.ts';

interface CuttingForm<S extends z.ZodType, F> {
  fields: z.output<S>;
  file: F;
}

/**
 * A multipart cutting form: its text fields validated with the shared schema (a route's body schema
 * cannot look inside multipart), and its one file, required or optional.
 */
export async function readCuttingForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  file: { field: string; required: true },
): Promise<CuttingForm<S, Buffer>>;
export async function readCuttingForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  file: { field: string; required: false },
): Promise<CuttingForm<S, Buffer | undefined>>;
export async function readCuttingForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  file: { field: string; required: boolean },
): Promise<CuttingForm<S, Buffer | undefined>> {
  const form = await readUploadForm(request, [file.field]);
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    throw invalidFields([...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))]);
  }
  const data = form.files.get(file.field);
  if (file.required && !data) throw missingFile();
  return { fields: parsed.data, file: data };
}
