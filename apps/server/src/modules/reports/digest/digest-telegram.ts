import { TELEGRAM_TEXT_MAX } from '../../notifications/messages/render.ts';
import type { DigestDocument, DigestRun } from './digest.types.ts';
import { digestView } from './digest-view.ts';

/** Runs one summary names; the rest are counted. Keeps the message well inside Telegram's 4096. */
const RUNS_MAX = 25;

/**
 * The digest as one short Telegram message (plain text, as the outbox sends): its heading and week, a
 * line per run (stage and day, VPD, dryback, tasks, alerts), then the site's task and alert totals.
 */
export function renderDigestTelegram(doc: DigestDocument, publicUrl: string): string {
  const view = digestView(doc);
  const { words, format } = view;
  const runLine = (run: DigestRun) =>
    `• ${view.runTitle(run)}: ${view.runStage(run)}; ` +
    `${words.meanVpd} ${format.quantity(run.meanVpdKpa, 2, 'kPa')}; ` +
    `${words.overnightDryback} ${format.quantity(run.overnightDrybackPct, 1, '%')}; ` +
    `${words.tasks}: ${view.tasksValue(run.tasks)}; ${words.alerts}: ${view.alertsValue(run.alerts)}`;
  const runs = doc.runs.slice(0, RUNS_MAX).map(runLine);
  if (doc.runs.length > RUNS_MAX) runs.push(view.more(doc.runs.length - RUNS_MAX));
  const text = [
    `${view.heading}: ${view.site}`,
    view.week,
    '',
    `${words.runs}:`,
    ...(runs.length > 0 ? runs : [words.noRuns]),
    '',
    `${words.tasks}: ${view.tasksValue(doc.tasks)}`,
    `${words.alerts}: ${view.alertsValue(doc.alerts)}`,
    '',
    publicUrl.replace(/\/+$/, '') + '/',
  ].join('\n');
  // A guard, not the layout: names are already cut short, so only a site of very long names gets here.
  return text.length <= TELEGRAM_TEXT_MAX ? text : `${text.slice(0, TELEGRAM_TEXT_MAX - 1)}…`;
}

/** The digest's plain-text e-mail body (beside the HTML): the same summary. */
export const renderDigestText = renderDigestTelegram;
