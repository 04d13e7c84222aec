import type { Language } from '@canopy/shared/languages';
import { localDateTime } from '@canopy/shared/local-time';
import type { RunClimate } from '@canopy/shared/schemas/run-climate';
import type { Run } from '@canopy/shared/schemas/runs';
import type { VpdTargets } from '@canopy/shared/schemas/site';
import type { YieldRow } from '@canopy/shared/schemas/yields';
import { stageTimeline } from '@canopy/shared/run-timeline';
import type { LabelFonts } from '../../qr-labels/label-fonts.ts';
import { fill } from '../../protection/protection-texts.ts';
import { GROUP_LABEL_TEXTS } from '../../runs/group-label-texts.ts';
import { createReport, type Report, type ReportImage } from '../pdf/report-document.ts';
import { runEvents } from './run-report-events.ts';
import { climateByStage } from './run-report-figures.ts';
import { RUN_REPORT_TEXTS, type RunReportTexts } from './run-report-texts.ts';
import { NONE, reportNumbers } from '../pdf/report-numbers.ts';

/** Everything a run's report prints, read by the service from the modules that keep it. */
export interface RunReportData {
  run: Run;
  language: Language;
  timeZone: string;
  now: Date;
  /** The names of the rooms the run's groups were and are in. */
  roomNames: ReadonlyMap<string, string>;
  /** The run page's climate (its default group), or null when the run has none to read. */
  climate: RunClimate | null;
  vpdTargets: VpdTargets;
  /** For each strain of the run, its runs' rows of `GET /api/yields?by=run&strainId=`. */
  yields: { strainId: string; strainName: string; rows: YieldRow[] }[];
  photos: ReportImage[];
}

interface Writer {
  report: Report;
  texts: RunReportTexts;
  stages: (typeof GROUP_LABEL_TEXTS)[Language]['stages'];
  /** A number with at most `digits` decimals in the reader's locale; a dash for none. */
  number(value: number | null, digits?: number): string;
  when(iso: string): string;
  day(iso: string): string;
}

function facts({ report, texts, number, day }: Writer, { run, roomNames }: RunReportData) {
  const strains = [...new Set(run.groups.map((group) => group.strainName))];
  // In the order the run went through them.
  const rooms = [...new Set(run.events.map((event) => roomNames.get(event.roomId) ?? ''))].filter(
    (name) => name,
  );
  report.keyValues([
    [texts.facts.code, run.code],
    [texts.facts.name, run.name || NONE],
    [texts.facts.state, texts.states[run.state]],
    [texts.facts.strains, strains.join(', ') || NONE],
    [texts.facts.rooms, rooms.join(', ') || NONE],
    [texts.facts.started, day(run.startedAt)],
    [
      texts.facts.plants,
      fill(texts.facts.plantsLine, {
        started: number(run.totals.plantsStarted),
        now: number(run.totals.plantsNow),
        lost: number(run.totals.plantsLost),
      }),
    ],
  ]);
}

function timeline({ report, texts, stages }: Writer, data: RunReportData) {
  const words = texts.timeline;
  report.heading(words.title);
  report.table({
    columns: [
      { width: 0.28, align: 'start' },
      { width: 0.2, align: 'start' },
      { width: 0.2, align: 'start' },
      { width: 0.16, align: 'end' },
      { width: 0.16, align: 'end' },
    ],
    header: [words.stage, words.from, words.to, words.days, words.planned],
    rows: runTimeline(data).map((band) => [
      stages[band.stage],
      band.from ?? NONE,
      band.from === null ? NONE : (band.to ?? words.now),
      band.actual === null ? NONE : String(band.actual),
      String(band.planned),
    ]),
  });
}

/** The run page's timeline (the same rule, from @canopy/shared), for the run as it is now. */
const runTimeline = ({ run, now, timeZone }: RunReportData) =>
  stageTimeline(
    {
      plannedDays: run.plannedDays,
      events: run.events,
      currentStages: run.groups.map((group) => group.stage),
    },
    now,
    timeZone,
  );

function climate(writer: Writer, data: RunReportData) {
  const { report, texts, stages, number } = writer;
  const words = texts.climate;
  report.heading(words.title);
  const rows = data.climate ? climateByStage(data.climate, data.vpdTargets) : [];
  if (!data.climate || rows.length === 0 || data.climate.points.length === 0) {
    report.paragraph(words.none, true);
    return;
  }
  const group = data.run.groups.find((one) => one._id === data.climate?.groupId);
  if (group) report.paragraph(fill(words.group, { group: `${group.strainName} · ${group.roomName}` }), true);
  report.table({
    columns: [
      { width: 0.2, align: 'start' },
      { width: 0.15, align: 'end' },
      { width: 0.15, align: 'end' },
      { width: 0.15, align: 'end' },
      { width: 0.15, align: 'end' },
      { width: 0.2, align: 'end' },
    ],
    header: [words.stage, words.temperature, words.humidity, words.vpd, words.co2, words.inTarget],
    rows: rows.map((row) => [
      stages[row.stage],
      number(row.temperature, 1),
      number(row.humidity, 1),
      number(row.vpd, 2),
      number(row.co2, 0),
      number(row.vpdInTargetPct, 0),
    ]),
  });
  const points = data.climate.points;
  report.chart({
    kind: 'line',
    labels: points.map((point) => writer.day(new Date(point.ts).toISOString()).slice(5)),
    values: points.map((point) => point.temperature),
    axisLabel: words.chart,
    format: (value) => number(value, 0),
    height: 120,
  });
}

function events(writer: Writer, data: RunReportData) {
  const { report, texts } = writer;
  const words = texts.events;
  report.heading(words.title);
  const rows = runEvents(data.run, data.roomNames, texts, data.language, (value) => writer.number(value, 2));
  if (rows.length === 0) {
    report.paragraph(words.none, true);
    return;
  }
  report.table({
    columns: [
      { width: 0.2, align: 'start' },
      { width: 0.16, align: 'start' },
      { width: 0.64, align: 'start' },
    ],
    header: [words.at, words.what, words.details],
    rows: rows.map((row) => [writer.when(row.at), words.kinds[row.kind], row.details]),
  });
}

function harvests({ report, texts, number, day }: Writer, { run }: RunReportData) {
  const words = texts.harvests;
  report.heading(words.title);
  if (run.harvests.length === 0) {
    report.paragraph(words.none, true);
    return;
  }
  report.table({
    columns: [
      { width: 0.2, align: 'start' },
      { width: 0.24, align: 'start' },
      { width: 0.12, align: 'end' },
      { width: 0.14, align: 'end' },
      { width: 0.14, align: 'end' },
      { width: 0.16, align: 'end' },
    ],
    header: [words.at, words.strain, words.plants, words.wet, words.dry, words.dryPerPlant],
    rows: run.harvests.map((harvest) => [
      `${day(harvest.at)} ${harvest.closedAt ? words.closed : words.open}`,
      harvest.strainName,
      number(harvest.plantCount),
      number(harvest.totals.wet, 1),
      number(harvest.totals.dry, 1),
      number(harvest.plantCount > 0 ? harvest.totals.dry / harvest.plantCount : null, 1),
    ]),
  });
}

function yields(writer: Writer, data: RunReportData) {
  const { report, texts, number, day } = writer;
  const words = texts.yields;
  report.heading(words.title);
  for (const strain of data.yields) {
    report.paragraph(fill(words.strain, { strain: strain.strainName }));
    if (strain.rows.length === 0) {
      report.paragraph(words.none, true);
      continue;
    }
    const rows = [...strain.rows].sort((a, b) => (a.lastHarvestAt < b.lastHarvestAt ? -1 : 1));
    const label = (row: YieldRow) =>
      row.key === data.run._id ? `${row.label} (${words.thisRun})` : row.label;
    report.table({
      columns: [
        { width: 0.3, align: 'start' },
        { width: 0.2, align: 'start' },
        { width: 0.14, align: 'end' },
        { width: 0.16, align: 'end' },
        { width: 0.2, align: 'end' },
      ],
      header: [words.run, words.harvested, words.plants, words.dry, words.dryPerPlant],
      rows: rows.map((row) => [
        label(row),
        day(row.lastHarvestAt),
        number(row.plants),
        number(row.dryGrams, 1),
        number(row.dryPerPlant, 1),
      ]),
    });
    report.chart({
      kind: 'bars',
      labels: rows.map((row) => row.label),
      values: rows.map((row) => row.dryPerPlant),
      axisLabel: words.chart,
      format: (value) => number(value, 1),
      highlight: rows.flatMap((row, index) => (row.key === data.run._id ? [index] : [])),
      height: 110,
    });
  }
}

/**
 * A run's report as a text PDF on A4 (DESIGN section 26): its facts, the stage timeline, climate by
 * stage, every event, the harvest, yields against the strain's earlier runs and a few photos, in the
 * reader's language (Hebrew right to left), dates in the site's zone.
 */
export function runReportPdf(data: RunReportData, fonts?: LabelFonts): Promise<Buffer> {
  const texts = RUN_REPORT_TEXTS[data.language];
  const number = reportNumbers(data.language);
  const report = createReport({
    language: data.language,
    title: `${texts.title} ${data.run.code}`,
    footer: (page, pages) =>
      fill(texts.footer, { code: data.run.code, page: String(page), pages: String(pages) }),
    ...(fonts ? { fonts } : {}),
  });
  const writer: Writer = {
    report,
    texts,
    stages: GROUP_LABEL_TEXTS[data.language].stages,
    number,
    when: (iso) => {
      const { date, time } = localDateTime(iso, data.timeZone);
      return `${date} ${time}`;
    },
    day: (iso) => localDateTime(iso, data.timeZone).date,
  };
  report.title(`${texts.title} ${data.run.code}`);
  report.paragraph(fill(texts.made, { date: writer.day(data.now.toISOString()), zone: data.timeZone }), true);
  facts(writer, data);
  timeline(writer, data);
  climate(writer, data);
  events(writer, data);
  harvests(writer, data);
  yields(writer, data);
  if (data.photos.length > 0) {
    report.heading(texts.photos.title, 130);
    report.images(data.photos, 110);
  }
  return report.end();
}
