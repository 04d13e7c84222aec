import { z } from 'zod';

/** Who wrote something, as bugs, tasks and comments show it; always taken from the token. */
export const personSchema = z.object({ id: z.string(), login: z.string(), displayName: z.string() });
export type Person = z.infer<typeof personSchema>;

/** A photo attached to a record: its display URL and the stored file's id. */
export const attachedPhotoSchema = z.object({ url: z.string(), publicId: z.string() });
export type AttachedPhoto = z.infer<typeof attachedPhotoSchema>;

/** Non-blank after trimming: blank comments and descriptions are refused. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
