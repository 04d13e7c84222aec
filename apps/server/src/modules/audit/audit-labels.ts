import type { AuditChanges } from '@canopy/shared/schemas/audit';
import { diffChanges } from './audit-changes.ts';

const LONGEST_LABEL = 60;

/**
 * A record as a summary names it, in quotes: `"LEM-0042"`, `"Lemon Haze"`. Bug and task descriptions
 * can be paragraphs, so a long one is cut to keep the summary one readable line.
 */
export function quoted(label: string): string {
  return `"${labelLine(label)}"`;
}

/** A label on one line, cut as a summary cuts it: the `label` value the web app words a summary with. */
export function labelLine(label: string): string {
  const line = label.replace(/\s+/g, ' ').trim();
  return line.length > LONGEST_LABEL ? `${line.slice(0, LONGEST_LABEL - 1)}…` : line;
}

/**
 * The changes of a part of a record (a diary entry, a photo, a comment, a log entry), which the log
 * files under its parent: each field is named `${part}.${field}`, e.g. `diary.note`.
 */
export function partChanges<T extends object>(
  part: string,
  before: T | null,
  after: T | null,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  return Object.fromEntries(
    Object.entries(diffChanges(before, after, fields)).map(([field, values]) => [`${part}.${field}`, values]),
  );
}
