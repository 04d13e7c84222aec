import { downloadAuthorized } from '../../../lib/download';
import type { RunCompareChoice } from '../lib/compare-search';
import { compareQuery } from './compare-keys';

/** Where the CSV of a comparison is: exactly the buckets the charts draw, for the same query. */
export const compareCsvPath = (choice: RunCompareChoice): string =>
  `/api/runs/compare.csv?${compareQuery(choice)}`;

/** The CSV saved under the server's file name (a plain link could not send the session's token). */
export const downloadCompareCsv = (choice: RunCompareChoice): Promise<string> =>
  downloadAuthorized(compareCsvPath(choice), `runs-compare-${choice.stage}.csv`);
