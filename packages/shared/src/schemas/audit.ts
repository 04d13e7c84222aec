import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditSummaryValues } from '../audit.ts';

export const auditEntitySchema = z.enum(AUDIT_ENTITIES);
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** An instant or a calendar day (`2026-03-01`), as ISO 8601. */
const instant = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO 8601 date or time');

/** `GET /api/audit` and `GET /api/audit.csv`: every filter optional, `from` inclusive, `to` exclusive. */
export const auditQuerySchema = z.object({
  entity: auditEntitySchema.optional(),
  entityId: z.string().min(1).max(64).optional(),
  actor: z.string().trim().min(1).max(254).optional().describe("the actor's id, or part of their email"),
  from: instant.optional(),
  to: instant.optional(),
  cursor: z.string().max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * What a change did to one field: `[before, after]`, or `[]` for a secret field (a password) whose
 * values are never recorded.
 */
export const auditChangeSchema = z
  .array(z.unknown())
  .max(2)
  .describe('[before, after], or [] for a secret field whose values are never recorded');
export const auditChangesSchema = z.record(z.string(), auditChangeSchema);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

/** Named fields, not a record of unions: the response serializer writes it as fast as the rest. */
const auditSummaryValuesSchema = z.object({
  email: z.string().optional(),
  label: z.string().optional(),
  name: z.string().optional(),
  reason: z.string().optional(),
  fields: z.array(z.string()).optional(),
  count: z.number().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  device: z.string().optional(),
  preset: z.string().optional(),
  deviceType: z.string().optional(),
  metric: z.string().optional(),
  minutes: z.number().optional(),
}) satisfies z.ZodType<AuditSummaryValues>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  ts: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  action: auditActionSchema,
  entity: auditEntitySchema,
  entityId: z.string().nullable(),
  /** English, as written: for the CSV and integrators. The web app words it from the fields below. */
  summary: z.string(),
  /**
   * What happened to the entity (`AUDIT_SUMMARY_EVENTS`), and the values the summary is made of: the
   * web app renders the summary from them in the reader's language. Null on entries written before.
   */
  summaryEvent: z.string().nullable(),
  summaryValues: auditSummaryValuesSchema,
  changes: auditChangesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
