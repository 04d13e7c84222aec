import { z } from 'zod';
import { BUG_DESCRIPTION_MAX, BUG_DETAILS_MAX, createBugBodySchema } from '@canopy/shared/schemas/bugs';
import type { ThreadAddFormSpec } from '../../../components/threads/thread-add-form';
import type { ThreadField } from '../../../components/threads/thread-fields';

/** A bug's own fields: a one-line description and the details. */
const fields = [
  { name: 'description', label: 'bugs.description' },
  { name: 'details', label: 'bugs.details', rows: 3 },
] as const satisfies readonly ThreadField<{ description: string; details?: string }>[];

/** The report: any logged-in user, with one photo. */
export const reportBugForm = {
  schema: createBugBodySchema,
  fields,
  empty: { description: '', details: '' },
  titleId: 'report-bug-title',
  text: {
    title: 'bugs.reportTitle',
    done: 'bugs.reported',
    queued: 'offline.savedHere.bug',
    failed: 'bugs.createFailed',
    submit: 'bugs.report',
  },
  maxPhotos: 1,
} satisfies ThreadAddFormSpec<z.input<typeof createBugBodySchema>, z.output<typeof createBugBodySchema>>;

/** The edit: the update body with both fields present, so the form always edits the two. */
export const editBugForm = {
  schema: z.object({
    description: z.string().trim().min(1).max(BUG_DESCRIPTION_MAX),
    details: z.string().trim().max(BUG_DETAILS_MAX),
  }),
  fields,
};
