/** One failed login, counted per account and per client address for throttling. */
export interface LoginFailuresTable {
  id: string;
  key: string;
  failed_at: string;
}
