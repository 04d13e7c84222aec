import type { Language } from '@canopy/shared/languages';

/**
 * One person's weekly digest as figures (DESIGN 26): what the e-mail's HTML, its PDF and the Telegram
 * summary are written from, in the reader's language. Every figure is read by the same query or
 * function as the screen that shows it; `null` means "no data", never zero.
 */
export interface DigestDocument {
  language: Language;
  timeZone: string;
  /** The site's name as its settings give it. */
  siteName: string;
  /** The week reported: Monday 00:00 to the next Monday 00:00 in the site's zone (local dates, YYYY-MM-DD). */
  week: { start: string; end: string; from: number; to: number };
  /** True for "send me this week's digest now": the messages say it is a preview. */
  preview: boolean;
  runs: DigestRun[];
  /** Site-wide totals for the week, over every run and none. */
  tasks: DigestTasks;
  alerts: DigestAlerts;
}

export interface DigestRun {
  id: string;
  code: string;
  name: string;
  strainNames: string[];
  /** The room its groups are in at the end of the week (the run page's current room), if any. */
  room: { id: string; name: string } | null;
  /** The stage and its day (1-based) at the end of the week, as the run page shows them. */
  stage: string;
  dayOfStage: number;
  /**
   * Share of the week's judged readings inside the controller's limits, over the climate devices of the
   * run's room (the device daily summary's in-range rule), 0-100.
   */
  timeInTargetPct: number | null;
  /** Mean VPD of the week in kPa. */
  meanVpdKpa: number | null;
  /** Mean of the week's steering days (DESIGN 23): overnight dryback and VPD in target, in %. */
  overnightDrybackPct: number | null;
  vpdInTargetPct: number | null;
  /** Water in and out over the week's steering days, litres. */
  litresIn: number | null;
  litresOut: number | null;
  /** Feeds recorded in the week, and their total volume in litres where recorded. */
  feeds: number;
  feedLitres: number | null;
  /** Plant protection entries in the week: treatments applied and scouting notes. */
  treatments: number;
  scoutings: number;
  tasks: DigestTasks;
  alerts: DigestAlerts;
}

export interface DigestTasks {
  /** Tasks completed in the week. */
  done: number;
  /** Open tasks whose due date (a site day) is before the week's end. */
  overdue: number;
  /** The overdue ones, most overdue first, at most 10. */
  overdueItems: { id: string; title: string; dueDate: string }[];
}

export interface DigestAlerts {
  /** Alerts opened in the week, and how many of them were critical. */
  opened: number;
  critical: number;
  /** The week's alerts, newest first, at most 10: device name shown with spaces, in the reader's words. */
  items: { id: string; title: string; severity: string; openedAt: number }[];
}
