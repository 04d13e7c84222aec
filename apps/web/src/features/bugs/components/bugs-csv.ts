import { toCsv } from '@canopy/shared/csv';
import type { Bug } from '@canopy/shared/schemas/bugs';

/** Exactly these columns, in this order; a data file, so the headers stay English. */
export const BUG_CSV_COLUMNS = [
  'ID',
  'Description',
  'Created At',
  'Author',
  'Status',
  'Last Updated',
  'Comments',
  'Is Pinned',
] as const;

const authorName = (person: Bug['createdBy']): string => person.displayName || person.login;

/** One row per listed bug; comments as "author: text" lines, dates as ISO 8601 (sortable, unambiguous). */
export function bugsToCsv(bugs: readonly Bug[], pins: readonly string[]): string {
  const rows = bugs.map((bug) => [
    bug.shortId,
    bug.description,
    bug.createdAt,
    authorName(bug.createdBy),
    bug.status,
    bug.updatedAt,
    bug.comments.map((comment) => `${authorName(comment.author)}: ${comment.text}`).join('\n'),
    pins.includes(bug._id) ? 'Yes' : 'No',
  ]);
  return toCsv([BUG_CSV_COLUMNS, ...rows]);
}

/** bugs-2026-11-21T09-30-00.csv: the local time, with colons replaced so every file system accepts it. */
export function bugsCsvFileName(now: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return `bugs-${date}T${time}.csv`;
}
