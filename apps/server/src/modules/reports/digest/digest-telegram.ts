import { TELEGRAM_TEXT_MAX } from '../../notifications/messages/render.ts';
import type { DigestDocument, DigestRun } from './digest.types.ts';
import { digestView } from './digest-view.ts';

/** Runs one summary names; the rest are counted. Keeps the message well inside Telegram's 4096. */
const RUNS_MAX = 25;

/**
 * The digest as one short Telegram message (plain text, as the outbox sends): its heading and week, a
 * line per run (stage and day, time in target, VPD, dryback, tasks, alerts), then the site's task and alert totals.
 */
export function renderDigestTelegram(doc: DigestDocument, publicUrl: string): string {
  const view = digestView(doc);
  const { words, format } = view;
  const runLine = (run: DigestRun) =>
    `• ${view.runTitle(run)}: ${view.runStage(run)}; ` +
    `${words.timeInTarget} ${format.quantity(run.timeInTargetPct, 1, '%')}; ` +
    `${words.meanVpd} ${format.quantity(run.meanVpdKpa, 2, 'kPa')}; ` +
    `${words.overnightDryback} ${format.quantity(run.overnightDrybackPct, 1, '%')}; ` +
    `${words.tasks}: ${view.tasksValue(run.tasks)}; ${words.alerts}: ${view.alertsValue(run.alerts)}`;
  const head = [`${view.heading}: ${view.site}`, view.week, '', `${words.runs}:`];
  const tail = [
    '',
    `${words.tasks}: ${view.tasksValue(doc.tasks)}`,
    `${words.alerts}: ${view.alertsValue(doc.alerts)}`,
    '',
    publicUrl.replace(/\/+$/, '') + '/',
  ];
  // Runs go in while they fit beside the totals and a line counting the rest.
  const budget = TELEGRAM_TEXT_MAX - [...head, ...tail].join('\n').length - 40;
  const runs: string[] = [];
  let used = 0;
  for (const run of doc.runs.slice(0, RUNS_MAX)) {
    const line = runLine(run);
    if (used + line.length + 1 > budget) break;
    runs.push(line);
    used += line.length + 1;
  }
  if (runs.length < doc.runs.length) runs.push(view.more(doc.runs.length - runs.length));
  const text = [...head, ...(doc.runs.length > 0 ? runs : [words.noRuns]), ...tail].join('\n');
  // A guard, not the layout: only a site name of thousands of characters gets here.
  return text.length <= TELEGRAM_TEXT_MAX ? text : `${text.slice(0, TELEGRAM_TEXT_MAX - 1)}…`;
}

/** The digest's plain-text e-mail body (beside the HTML): the same summary. */
export const renderDigestText = renderDigestTelegram;
