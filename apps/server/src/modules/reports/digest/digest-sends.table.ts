/** One person's weekly digest for one week: (user_id, week_start) is unique, so a week goes out once. */
export interface DigestSendsTable {
  id: string;
  user_id: string;
  /** The Monday (site-local date, YYYY-MM-DD) the week reported began. */
  week_start: string;
  status: DigestSendStatus;
  /** The channels it was queued on, comma-separated. */
  channels: string;
  /** Why skipped or failed, in English, for whoever reads the table. */
  detail: string;
  created_at: string;
}

export type DigestSendStatus = 'sent' | 'skipped' | 'failed';
