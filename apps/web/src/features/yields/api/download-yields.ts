import { downloadAuthorized } from '../../../lib/download';
import { yieldsQuery, type YieldsFilter } from './yield-keys';

export type YieldsFileFormat = 'csv' | 'xlsx';

/** `GET /api/yields.csv` or `.xlsx` with the table's own query, saved under the server's file name. */
export const downloadYields = (format: YieldsFileFormat, filter: YieldsFilter): Promise<string> =>
  downloadAuthorized(`/api/yields.${format}?${yieldsQuery(filter)}`, `yields-by-${filter.by}.${format}`);
