/** Small facts a singleton job keeps across restarts (Telegram's update offset). */
export interface AppStateTable {
  key: string;
  value: string;
}
