import { LANGUAGE_INFO } from '@canopy/shared/languages';
import { addDaysToDate } from '@canopy/shared/site-days';
import { fillTemplate } from '../../notifications/messages/catalog.ts';
import { MESSAGE_CATALOGS } from '../../notifications/messages/catalogs.ts';
import { createMessageFormat } from '../../notifications/messages/format.ts';
import type { DigestDocument, DigestRun } from './digest.types.ts';
import { DIGEST_WORDS } from './texts/index.ts';

/** A figure's label and its value, written in the reader's language. */
export interface DigestLine {
  label: string;
  value: string;
}

/**
 * The digest's words and figures as text in the reader's language, numbers and dates in their locale:
 * what the HTML e-mail and the Telegram summary both lay out, so they never disagree.
 */
export function digestView(doc: DigestDocument) {
  const words = DIGEST_WORDS[doc.language];
  const stages = MESSAGE_CATALOGS[doc.language].stage;
  const format = createMessageFormat(doc.language, doc.timeZone);
  const { dir } = LANGUAGE_INFO[doc.language];
  const pct = (value: number | null) => format.quantity(value, 1, '%');
  const litres = (value: number | null) => format.quantity(value, 1, 'L');
  const count = (value: number) => format.count(value);
  // The week's last day is the Sunday before `end` (the next Monday).
  const range = { from: format.day(doc.week.start), to: format.day(addDaysToDate(doc.week.end, -1)) };
  const site = format.userText(doc.siteName, 80);

  const tasksValue = (tasks: DigestRun['tasks']) =>
    fillTemplate(words.tasksValue, { done: count(tasks.done), overdue: count(tasks.overdue) });
  const alertsValue = (alerts: DigestRun['alerts']) =>
    fillTemplate(words.alertsValue, { opened: count(alerts.opened), critical: count(alerts.critical) });

  function runLines(run: DigestRun): DigestLine[] {
    return [
      { label: words.room, value: run.room ? format.userText(run.room.name, 80) : words.noRoom },
      { label: words.strains, value: run.strainNames.map((n) => format.userText(n, 80)).join(', ') },
      { label: words.timeInTarget, value: pct(run.timeInTargetPct) },
      { label: words.meanVpd, value: format.quantity(run.meanVpdKpa, 2, 'kPa') },
      { label: words.overnightDryback, value: pct(run.overnightDrybackPct) },
      { label: words.vpdInTarget, value: pct(run.vpdInTargetPct) },
      { label: words.water, value: `${litres(run.litresIn)} / ${litres(run.litresOut)}` },
      {
        label: words.feeds,
        value: fillTemplate(words.feedsValue, { count: count(run.feeds), litres: litres(run.feedLitres) }),
      },
      {
        label: words.protection,
        value: fillTemplate(words.protectionValue, {
          treatments: count(run.treatments),
          scoutings: count(run.scoutings),
        }),
      },
      { label: words.tasks, value: tasksValue(run.tasks) },
      { label: words.alerts, value: alertsValue(run.alerts) },
    ];
  }

  return {
    words,
    format,
    dir,
    subject: fillTemplate(doc.preview ? words.previewSubject : words.subject, { site, ...range }),
    heading: doc.preview ? words.previewHeading : words.heading,
    week: fillTemplate(words.week, range),
    site,
    /** "R-2026-014 · Flower, day 23". */
    runTitle: (run: DigestRun) => `${format.userText(run.code, 40)} · ${format.userText(run.name, 120)}`,
    runStage: (run: DigestRun) =>
      fillTemplate(words.stageDay, {
        stage: stages[run.stage as keyof typeof stages] ?? run.stage,
        day: count(run.dayOfStage),
      }),
    runLines,
    tasksValue,
    alertsValue,
    more: (hidden: number) => fillTemplate(words.more, { count: count(hidden) }),
    dueOn: (date: string) => fillTemplate(words.dueOn, { date: format.day(date) }),
    severity: (severity: string) => (severity === 'critical' ? words.critical : words.warning),
    openedAt: (ms: number) => format.dateTime(ms),
  };
}

export type DigestView = ReturnType<typeof digestView>;
