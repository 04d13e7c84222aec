import {
  createRunsRepository,
  openDatabase,
  toRoomGroup,
  type App,
  type AppServices,
  type DatabaseHandle,
} from '../../apps/server/src/testing/bench-entry.ts';
import { startOursApp } from '../lib/app.ts';
import { fixedClock } from '../lib/fixed-clock.ts';
import type { Gate } from '../lib/gate.ts';
import { SEED_NOW } from '../lib/seed.ts';
import { FULL_HARVESTS, RAW_YIELD_SUM, seedHarvests } from '../lib/seed-harvests.ts';
import {
  postgres,
  seededPair,
  sqlite,
  type RawReader,
  type StorageDialect,
} from '../lib/storage-dialects.ts';
import { timePairMs } from '../lib/timing.ts';

const GROUPS = 10_000;
const RUNS = 200;
/** Reads of each side per round, interleaved, so a slow moment of the machine falls on both. */
const READS_PER_ROUND = 10;
const ROOM = 'bench-room';
const STAGES = ['propagation', 'veg', 'flower', 'dry', 'cure'] as const;
const MINUTE = 60_000;

interface State {
  services: AppServices;
  database: DatabaseHandle;
  close(): Promise<void>;
}
let state: State | null = null;

/** 200 runs of 50 groups in one room, each group's stage begun at its own minute of the last 90 days. */
async function seed(database: DatabaseHandle) {
  const now = new Date(SEED_NOW).toISOString();
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('rooms')
      .values({ id: ROOM, name: 'Bench room', kind: 'flower', notes: '', created_at: now, updated_at: now })
      .execute();
    for (let r = 0; r < RUNS; r += 1) {
      const runId = `bench-run-${r}`;
      await trx
        .insertInto('runs')
        .values({
          id: runId,
          code: `R-2026-${String(r + 1).padStart(3, '0')}`,
          name: `Run ${r + 1}`,
          state: 'active',
          started_at: now,
          planned_days: JSON.stringify({ propagation: 14, veg: 28, flower: 63, dry: 10, cure: 21 }),
          notes: '',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const perRun = GROUPS / RUNS;
      const groups = Array.from({ length: perRun }, (_, g) => {
        const i = r * perRun + g;
        return {
          id: `bench-group-${i}`,
          run_id: runId,
          strain_id: 'bench-strain',
          plant_count: 10,
          plants_started: 10,
          cutting_ids: '[]',
          room_id: ROOM,
          stage: STAGES[i % STAGES.length]!,
          stage_started_at: new Date(SEED_NOW - (i * 13 + 7) * MINUTE).toISOString(),
          position: g + 1,
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto('plant_groups').values(groups).execute();
    }
  });
}

const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

/**
 * DESIGN section 27: `GET /api/yields?by=strain` over five years of runs (1,000 closed harvests, 20,000
 * weighings in mixed units) through the whole app, against the raw SQL sum of the same weighings by
 * strain and kind on the same database. Ours reads the sums each harvest keeps as it is weighed (exact:
 * milligrams and picograms apart) with what the ratios divide by, and answers every figure of the table.
 */
function yieldsByStrain(dialect: StorageDialect): Gate {
  let started: { app: App; token: string; raw: RawReader; drop(): Promise<void> } | undefined;
  return {
    name: `yields-by-strain${dialect.suffix} (1,000 harvests, 20,000 weighings vs raw SQL sum)`,
    direction: '<=',
    target: 1.5,
    unit: 'ms',
    async setup() {
      const pair = await seededPair(dialect, (database) => seedHarvests(database, FULL_HARVESTS));
      const ours = await startOursApp(pair.ours, fixedClock());
      started = { ...ours, raw: await dialect.reader(pair.ours), drop: pair.drop };
    },
    async teardown() {
      await started?.raw.close();
      await started?.app.close();
      await started?.drop();
      started = undefined;
    },
    async round() {
      const { app, token, raw } = started!;
      const sum = raw.prepare(RAW_YIELD_SUM);
      const ours = async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/api/yields?by=strain',
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 200) throw new Error(`yields: ${response.statusCode} ${response.body}`);
      };
      const { first, second } = await timePairMs(ours, () => sum([]));
      return { ours: first, reference: second };
    },
  };
}

/**
 * DESIGN section 27's crop budgets: the yields by strain on both dialects (above), and day of stage: the
 * groups of a room with their day of stage, counted in the site's zone in application code (what the rooms
 * page and the device badges read), against the same rows read and shaped by the same code with no day
 * counted.
 */
export const cropGates: Gate[] = [
  {
    name: 'day-of-stage (10,000 groups with their day vs the same rows without it)',
    direction: '<=',
    target: 1.5,
    unit: 'ms',
    async setup() {
      const pair = await sqlite.emptyPair();
      const { app, services } = await startOursApp(pair.ours, fixedClock());
      if (!('sqlitePath' in pair.ours)) throw new Error('day-of-stage: not SQLite');
      const database = openDatabase({ sqlitePath: pair.ours.sqlitePath });
      await seed(database);
      state = {
        services,
        database,
        close: async () => {
          await database.destroy();
          await app.close();
          await pair.drop();
        },
      };
    },
    async round() {
      const { services, database } = state!;
      const runs = createRunsRepository(database.db);
      const noDay = {
        strainNames: new Map<string, string>(),
        roomNames: new Map<string, string>(),
        dayOf: () => 0,
      };
      const withDay = async () => {
        const groups = (await services.roomGroups([ROOM], false)).get(ROOM) ?? [];
        if (groups.length !== GROUPS) throw new Error(`day-of-stage: ${groups.length} groups`);
      };
      const withoutDay = async () => {
        const groups = (await runs.groupsInRooms([ROOM])).map((row) => toRoomGroup(row, noDay));
        if (groups.length !== GROUPS) throw new Error(`day-of-stage reference: ${groups.length} groups`);
      };
      let ours = 0;
      let reference = 0;
      for (let i = 0; i < READS_PER_ROUND; i += 1) {
        // Alternating which goes first, so neither always reads right after the other warmed a cache.
        if (i % 2 === 0) {
          ours += await timed(withDay);
          reference += await timed(withoutDay);
        } else {
          reference += await timed(withoutDay);
          ours += await timed(withDay);
        }
      }
      return { ours, reference };
    },
    async teardown() {
      await state?.close();
      state = null;
    },
  },
  yieldsByStrain(sqlite),
  yieldsByStrain(postgres),
];
