import { feedingTotalsOf } from '@canopy/shared/feeding-totals';
import type { Language } from '@canopy/shared/languages';
import type { Alert, AlertPage } from '@canopy/shared/schemas/alerts';
import type { RunClimate, RunClimateQuery } from '@canopy/shared/schemas/run-climate';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { PlantGroup, Run, RunSummary } from '@canopy/shared/schemas/runs';
import type { Steering } from '@canopy/shared/schemas/steering';
import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import type { RunState } from '@canopy/shared/crop';
import { inRangePctOf, type ClimateJudgement } from '../../history/daily-summary.ts';
import { alertTitle } from '../../notifications/messages/render.ts';
import type { DigestAlerts, DigestDocument, DigestRun, DigestTasks } from './digest.types.ts';
import type { DigestWeek } from './digest-week.ts';

/**
 * What the digest is read from: the very functions the screens' routes call, handed in by the
 * composition (compose/reports.ts), so each figure is the screen's own.
 */
export interface DigestSources {
  siteName(): Promise<string>;
  /** `GET /api/runs?state=` and `GET /api/runs/{id}` (the runs service). */
  runs: {
    list(filter: { state?: RunState }): Promise<RunSummary[]>;
    get(id: string): Promise<Run>;
  };
  /** `GET /api/runs/{id}/climate` (the run page's climate section). */
  runClimate(runId: string, query: RunClimateQuery): Promise<RunClimate>;
  /** `GET /api/rooms/{id}/steering?from&to` (the steering page). */
  steering(roomId: string, query: { from: number; to: number }): Promise<Steering>;
  /** `GET /api/rooms/{id}` (the room page): its devices now. */
  room(roomId: string): Promise<Pick<Room, 'devices'>>;
  /**
   * A climate device's readings judged against the limits in force over [from, to), per metric: the rule
   * of `GET /api/devices/{id}/daily`'s in-range share (the history service).
   */
  climateJudgement(deviceId: string, span: { from: number; to: number }): Promise<ClimateJudgement>;
  /** `GET /api/tasks?includeDone=true[&runId=]` (the tasks page). */
  tasks(includeDone: boolean, narrow: { runId?: string }): Promise<TaskSummary[]>;
  /** `GET /api/alerts?from&to&limit&cursor` (the alerts page's history). */
  alerts(query: { from: number; to: number; limit: number; cursor?: string }): Promise<AlertPage>;
}

/** The most overdue tasks and alerts a digest lists by name. */
export const DIGEST_LIST_MAX = 10;
const ALERTS_PAGE = 200;

const inWeek = (at: string | number, week: DigestWeek) => {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return ms >= week.from && ms < week.to;
};
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** The mean of the values present, null with none. */
function mean(values: readonly (number | null)[], decimals: number): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return known.length === 0 ? null : round(known.reduce((a, b) => a + b, 0) / known.length, decimals);
}
function sum(values: readonly (number | null)[], decimals: number): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return known.length === 0
    ? null
    : round(
        known.reduce((a, b) => a + b, 0),
        decimals,
      );
}

/** The group the run page's climate reads by default: the one with most plants, the first among equals. */
function mainGroup(groups: readonly PlantGroup[]): PlantGroup | undefined {
  return groups.reduce<PlantGroup | undefined>(
    (best, g) => (!best || g.plantCount > best.plantCount ? g : best),
    undefined,
  );
}

/** Tasks done in the week and those the tasks page marks overdue now, most overdue first. */
export function tasksOf(tasks: readonly TaskSummary[], week: DigestWeek): DigestTasks {
  const overdue = tasks
    .filter((t) => t.overdue && t.status !== 'done' && t.status !== 'rejected' && t.dueDay !== null)
    .sort((a, b) => a.dueDay!.localeCompare(b.dueDay!) || a._id.localeCompare(b._id));
  return {
    done: tasks.filter((t) => t.status === 'done' && t.completedAt !== null && inWeek(t.completedAt, week))
      .length,
    overdue: overdue.length,
    overdueItems: overdue
      .slice(0, DIGEST_LIST_MAX)
      .map((t) => ({ id: t._id, title: t.description.split('\n')[0]!.slice(0, 200), dueDate: t.dueDay! })),
  };
}

/** The week's alerts (already newest first, as the alerts page lists them) in the reader's words. */
export function alertsOf(alerts: readonly Alert[], language: Language): DigestAlerts {
  return {
    opened: alerts.length,
    critical: alerts.filter((a) => a.severity === 'critical').length,
    items: alerts.slice(0, DIGEST_LIST_MAX).map((a) => ({
      id: a._id,
      title: alertTitle(a, language),
      severity: a.severity,
      openedAt: Date.parse(a.openedAt),
    })),
  };
}

/** Builds one person's digest of one week from the screens' own reads. */
export function createDigestFigures(sources: DigestSources) {
  /** Every alert opened in the week, newest first, page by page as the alerts page reads them. */
  async function alertsInWeek(week: DigestWeek, until: number): Promise<Alert[]> {
    const alerts: Alert[] = [];
    let cursor: string | undefined;
    do {
      const page = await sources.alerts({ from: week.from, to: until, limit: ALERTS_PAGE, cursor });
      alerts.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return alerts.sort((a, b) => b.openedAt.localeCompare(a.openedAt) || b._id.localeCompare(a._id));
  }

  /** The active runs, and those that ended in the week (their last stage event or loss inside it). */
  async function runsOfWeek(week: DigestWeek): Promise<Run[]> {
    const summaries = await sources.runs.list({});
    const runs: Run[] = [];
    for (const summary of summaries) {
      if (summary.state !== 'active' && Date.parse(summary.updatedAt) < week.from) continue;
      if (Date.parse(summary.startedAt) >= week.to) continue;
      const run = await sources.runs.get(summary._id);
      if (run.state !== 'active') {
        const last = [...run.events.map((e) => e.at), ...run.losses.map((l) => l.at)].sort().at(-1);
        if (!last || !inWeek(last, week)) continue;
      }
      runs.push(run);
    }
    return runs.sort((a, b) => a.code.localeCompare(b.code));
  }

  /**
   * The share of the week's judged readings of the room's climate devices that were inside the limits in
   * force: every judged metric of every device counted together (inside over judged, not a mean of
   * shares), as the daily summary counts one day's; null when nothing was judged.
   */
  async function timeInTarget(roomId: string, week: DigestWeek): Promise<number | null> {
    const { devices } = await sources.room(roomId);
    const climate = devices.filter((d) => d.type === 'climate');
    const judgements = await Promise.all(
      climate.map((d) => sources.climateJudgement(d._id, { from: week.from, to: week.to })),
    );
    const total = { inside: 0, judged: 0 };
    for (const counts of judgements.flatMap((j) => Object.values(j))) {
      total.inside += counts.inside;
      total.judged += counts.judged;
    }
    return inRangePctOf(total);
  }

  async function runFigures(
    run: Run,
    week: DigestWeek,
    language: Language,
    allTasks: readonly TaskSummary[],
    weekAlerts: readonly Alert[],
  ): Promise<DigestRun> {
    const group = mainGroup(run.groups);
    const standing = group && group.stage !== 'done' && group.stage !== 'lost';
    const room = standing ? { id: group.roomId, name: group.roomName } : null;
    const [climate, steering, timeInTargetPct] = await Promise.all([
      group ? sources.runClimate(run._id, { groupId: group._id }) : null,
      room ? sources.steering(room.id, { from: week.from, to: week.to }) : null,
      room ? timeInTarget(room.id, week) : null,
    ]);
    const vpd = (climate?.points ?? []).filter((p) => inWeek(p.ts, week)).map((p) => p.vpd);
    const days = steering?.days ?? [];
    const totals = feedingTotalsOf(
      run.feeds.filter((f) => inWeek(f.at, week)),
      run.scouting.filter((s) => inWeek(s.at, week)),
      run.treatments.filter((t) => inWeek(t.at, week)),
    );
    const runTasks = allTasks.filter((t) => t.links.runId === run._id);
    return {
      id: run._id,
      code: run.code,
      name: run.name,
      strainNames: [...new Set(run.groups.map((g) => g.strainName))],
      room,
      stage: group?.stage ?? 'done',
      dayOfStage: group?.dayOfStage ?? 0,
      timeInTargetPct,
      meanVpdKpa: mean(vpd, 2),
      overnightDrybackPct: mean(
        days.map((d) => d.overnightDrybackPct),
        1,
      ),
      vpdInTargetPct: mean(
        days.map((d) => d.vpdInTargetPct),
        1,
      ),
      litresIn: sum(
        days.map((d) => d.litresIn),
        2,
      ),
      litresOut: sum(
        days.map((d) => d.litresOut),
        2,
      ),
      feeds: totals.feeds,
      feedLitres: totals.feeds === 0 ? null : round(totals.litres, 2),
      treatments: totals.treatments,
      scoutings: totals.scouting,
      tasks: tasksOf(runTasks, week),
      alerts: alertsOf(
        weekAlerts.filter((a) => a.crop?.run?.runId === run._id),
        language,
      ),
    };
  }

  return {
    /**
     * One person's digest of `week` (a preview reads it up to `nowMs`). Every person may read every run,
     * task and alert (all are login-level reads), so the figures do not depend on who reads them; only
     * the language does.
     */
    async build(input: {
      language: Language;
      timeZone: string;
      week: DigestWeek;
      preview: boolean;
      nowMs: number;
    }): Promise<DigestDocument> {
      const { week, language } = input;
      const until = Math.min(week.to, input.nowMs);
      const [siteName, runs, tasks, alerts] = await Promise.all([
        sources.siteName(),
        runsOfWeek(week),
        sources.tasks(true, {}),
        alertsInWeek(week, until),
      ]);
      const figures: DigestRun[] = [];
      for (const run of runs) figures.push(await runFigures(run, week, language, tasks, alerts));
      return {
        language,
        timeZone: input.timeZone,
        siteName,
        week,
        preview: input.preview,
        runs: figures,
        tasks: tasksOf(tasks, week),
        alerts: alertsOf(alerts, language),
      };
    },
  };
}

/** Nothing happened: no active run, no task done or overdue and no alert in the week. */
export const nothingHappened = (doc: DigestDocument): boolean =>
  doc.runs.length === 0 && doc.tasks.done === 0 && doc.tasks.overdue === 0 && doc.alerts.opened === 0;

export type DigestFigures = ReturnType<typeof createDigestFigures>;
