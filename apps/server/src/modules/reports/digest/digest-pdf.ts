import { STAGES, type Stage } from '@canopy/shared/crop';
import { localDateTime } from '@canopy/shared/local-time';
import { addDaysToDate } from '@canopy/shared/site-days';
import { fill } from '../../protection/protection-texts.ts';
import type { LabelFonts } from '../../qr-labels/label-fonts.ts';
import { GROUP_LABEL_TEXTS } from '../../runs/group-label-texts.ts';
import { createReport, type Report } from '../pdf/report-document.ts';
import { DIGEST_PDF_TEXTS, type DigestPdfTexts } from './digest-pdf-texts.ts';
import type { DigestAlerts, DigestDocument, DigestRun, DigestTasks } from './digest.types.ts';
import { NONE, reportNumbers } from '../pdf/report-numbers.ts';

/** An alert's severity in the reader's words; one this file does not know is shown as it came. */
const severityOf = (texts: DigestPdfTexts, severity: string) =>
  severity === 'warning' || severity === 'critical' ? texts.severities[severity] : severity;
const isStage = (value: string): value is Stage => (STAGES as readonly string[]).includes(value);

interface Writer {
  report: Report;
  texts: DigestPdfTexts;
  number(value: number | null, digits: number, unit?: string): string;
  when(ms: number): string;
}

function taskList({ report, texts }: Writer, tasks: DigestTasks) {
  if (tasks.overdueItems.length === 0) return;
  report.table({
    columns: [
      { width: 0.75, align: 'start' },
      { width: 0.25, align: 'end' },
    ],
    header: [texts.overdueTasks, texts.due],
    rows: tasks.overdueItems.map((task) => [task.title, task.dueDate]),
  });
}

function alertList({ report, texts, when }: Writer, alerts: DigestAlerts) {
  if (alerts.items.length === 0) return;
  report.table({
    columns: [
      { width: 0.55, align: 'start' },
      { width: 0.2, align: 'start' },
      { width: 0.25, align: 'end' },
    ],
    header: [texts.weekAlerts, texts.severity, texts.opened],
    rows: alerts.items.map((alert) => [alert.title, severityOf(texts, alert.severity), when(alert.openedAt)]),
  });
}

function runSection(writer: Writer, run: DigestRun, stages: Readonly<Record<Stage, string>>) {
  const { report, texts, number } = writer;
  report.heading(run.name && run.name !== run.code ? `${run.code} · ${run.name}` : run.code, 120);
  const stage = isStage(run.stage) ? stages[run.stage] : run.stage;
  report.keyValues([
    [texts.stage, fill(texts.stageDay, { stage, day: String(run.dayOfStage) })],
    [texts.room, run.room?.name ?? texts.noRoom],
    [texts.strains, run.strainNames.join(', ') || NONE],
    [texts.timeInTarget, number(run.timeInTargetPct, 1, '%')],
    [texts.meanVpd, number(run.meanVpdKpa, 2, 'kPa')],
    [texts.dryback, number(run.overnightDrybackPct, 1, '%')],
    [texts.vpdInTarget, number(run.vpdInTargetPct, 1, '%')],
    [
      texts.water,
      fill(texts.waterValue, { in: number(run.litresIn, 1, 'L'), out: number(run.litresOut, 1, 'L') }),
    ],
    [
      texts.feeds,
      fill(texts.feedsValue, { count: number(run.feeds, 0), litres: number(run.feedLitres, 1, 'L') }),
    ],
    [
      texts.protection,
      fill(texts.protectionValue, {
        treatments: number(run.treatments, 0),
        scoutings: number(run.scoutings, 0),
      }),
    ],
    [
      texts.tasks,
      fill(texts.tasksValue, { done: number(run.tasks.done, 0), overdue: number(run.tasks.overdue, 0) }),
    ],
    [
      texts.alerts,
      fill(texts.alertsValue, {
        opened: number(run.alerts.opened, 0),
        critical: number(run.alerts.critical, 0),
      }),
    ],
  ]);
  taskList(writer, run.tasks);
  alertList(writer, run.alerts);
}

/**
 * The weekly digest as a text PDF on A4 (DESIGN section 26), the e-mail's attachment: the week, "preview"
 * when it is one, a section per active run (stage and day, time in target, VPD, dryback, water, feeds,
 * plant protection, tasks and alerts), then the whole site's tasks and alerts; in the reader's language
 * (Hebrew right to left), numbers in their locale, times in the site's zone. A figure that is null (no
 * data) is a dash, never zero.
 */
export function renderDigestPdf(doc: DigestDocument, fonts?: LabelFonts): Promise<Buffer> {
  const texts = DIGEST_PDF_TEXTS[doc.language];
  const number = reportNumbers(doc.language);
  const report = createReport({
    language: doc.language,
    title: `${texts.title} ${doc.week.start}`,
    footer: (page, pages) => fill(texts.footer, { page: String(page), pages: String(pages) }),
    ...(fonts ? { fonts } : {}),
  });
  const writer: Writer = {
    report,
    texts,
    number,
    when: (ms) => {
      const { date, time } = localDateTime(ms, doc.timeZone);
      return `${date} ${time}`;
    },
  };
  report.title(doc.siteName ? `${texts.title} · ${doc.siteName}` : texts.title);
  // The week's last day is the Sunday before `end` (the next Monday).
  report.paragraph(fill(texts.week, { from: doc.week.start, to: addDaysToDate(doc.week.end, -1) }));
  if (doc.preview) report.paragraph(texts.preview);
  report.paragraph(fill(texts.zone, { zone: doc.timeZone }), true);

  const stages = GROUP_LABEL_TEXTS[doc.language].stages;
  if (doc.runs.length === 0) report.paragraph(texts.noRuns, true);
  for (const run of doc.runs) runSection(writer, run, stages);

  report.heading(texts.site, 80);
  report.keyValues([
    [
      texts.tasks,
      fill(texts.tasksValue, { done: number(doc.tasks.done, 0), overdue: number(doc.tasks.overdue, 0) }),
    ],
    [
      texts.alerts,
      fill(texts.alertsValue, {
        opened: number(doc.alerts.opened, 0),
        critical: number(doc.alerts.critical, 0),
      }),
    ],
  ]);
  taskList(writer, doc.tasks);
  alertList(writer, doc.alerts);
  return report.end();
}
