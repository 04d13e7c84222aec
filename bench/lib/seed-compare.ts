import {
  ensureMonths,
  rebuildRollups,
  type App,
  type DatabaseHandle,
} from '../../apps/server/src/testing/bench-entry.ts';
import { insertRows } from './insert-rows.ts';
import { createRandom } from './prng.ts';
import { SEED_NOW } from './seed.ts';

/** How many rooms (a run flowering in each) and how many days of flower up to SEED_NOW. */
export interface CompareShape {
  rooms: number;
  days: number;
}

/** DESIGN section 27: 4 runs x 70 days. */
export const FULL_COMPARE: CompareShape = { rooms: 4, days: 70 };

/** The runs' groups flipped to flower this long before SEED_NOW, at SEED_NOW's time of day. */
export const flipAt = (shape: CompareShape) => SEED_NOW - shape.days * DAY;
export const compareDeviceId = (kind: 'climate' | 'soil', room: number) => `cmp-${kind}-${room}`;

/** DESIGN 27's budget's metrics: the climate controller's four, the soil sensor's moisture and EC. */
export const COMPARE_BENCH_METRICS = ['temperature', 'humidity', 'co2', 'vpd', 'moisture_pct', 'ec_mscm'];

/** What the gate asks of a seeded run: the run, its room's devices and its flower span [from, to). */
export interface SeededRun {
  runId: string;
  climateId: string;
  soilId: string;
  from: number;
  to: number;
}

const DAY = 86_400_000;
/** One reading every 10 minutes: the demo history's coarse samples. */
const SAMPLE = 10 * 60_000;
/** Readings begin a day before the flip, as a room's devices measured before the plants came in. */
const LEAD = DAY;
/** The groups' veg before the flip, so flower is reached by a move, as a grower records it. */
const VEG_DAYS = 28;

/**
 * Each room's climate controller and soil sensor with a reading every 10 minutes from a day before the
 * flip to SEED_NOW, written straight to the tables, and the 5-minute and hourly rollups rebuilt from them
 * as the bench's history seed does (the telemetry writer keeps them so for live readings).
 */
export async function seedCompareReadings(database: DatabaseHandle, shape: CompareShape): Promise<void> {
  const random = createRandom(23);
  const from = flipAt(shape) - LEAD;
  const iso = new Date(SEED_NOW).toISOString();
  const round = (x: number) => Math.round(x * 100) / 100;
  await ensureMonths(database.db, from, SEED_NOW);
  for (let room = 0; room < shape.rooms; room += 1) {
    const climate = compareDeviceId('climate', room);
    const soil = compareDeviceId('soil', room);
    await insertRows(database, 'devices', [
      { id: climate, kind: 'climate', name: `Compare climate ${room}`, alerts_enabled: 1, updated_at: iso },
      { id: soil, kind: 'soil', name: `Compare soil ${room}`, alerts_enabled: 1, updated_at: iso },
    ]);
    const climateRows = [];
    const soilRows = [];
    // Each room a little warmer than the one before, so the runs differ; lights on 12 h of 24.
    let temperature = 23 + room * 0.5;
    let moisture = 45;
    for (let ts = from; ts < SEED_NOW; ts += SAMPLE) {
      temperature = Math.min(30, Math.max(18, temperature + (random() - 0.5) * 0.3));
      const lit = Math.floor(ts / 3_600_000) % 24 < 12;
      climateRows.push({
        device_id: climate,
        ts,
        temperature: round(temperature),
        humidity: round(50 + random() * 15),
        co2: round(700 + random() * 300),
        vpd: round(1.1 + random() * 0.4),
        light_status: lit ? 1 : 0,
      });
      // Moisture drying down between four daily shots of a few points.
      moisture = Math.floor(ts / 600_000) % 36 === 0 ? Math.min(60, moisture + 4) : moisture - 0.12;
      soilRows.push({
        device_id: soil,
        ts,
        moisture_pct: round(moisture),
        temp_c: round(21 + random() * 2),
        ec_mscm: round(2 + random() * 0.6),
        ph: round(5.8 + random() * 0.4),
        n_mgkg: 100,
        p_mgkg: 40,
        k_mgkg: 150,
        in_medium: 1,
      });
    }
    await insertRows(database, 'climate_readings', climateRows);
    await insertRows(database, 'soil_readings', soilRows);
  }
  await rebuildRollups(database.db);
}

/**
 * Through the API, as staff record them: a strain, a room per pair of devices, and a run in each whose
 * group was in veg there and moved to flower `shape.days` before SEED_NOW (a backdated event); the app's
 * clock stands at SEED_NOW. The devices' stays count from their first reading (their first room).
 */
export async function seedCompareRuns(app: App, token: string, shape: CompareShape): Promise<SeededRun[]> {
  const headers = { authorization: `Bearer ${token}` };
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const response = await app.inject({ method: 'POST', url, headers, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  };
  const strain = await post<{ _id: string }>('/api/admin/strains', {
    name: 'Compare Haze',
    slug: 'compare-haze',
  });
  const flip = flipAt(shape);
  const runs: SeededRun[] = [];
  for (let room = 0; room < shape.rooms; room += 1) {
    const climateId = compareDeviceId('climate', room);
    const soilId = compareDeviceId('soil', room);
    const { _id: roomId } = await post<{ _id: string }>('/api/rooms', {
      name: `Compare room ${room}`,
      kind: 'flower',
      areaM2: 20,
      deviceIds: [climateId, soilId],
    });
    const run = await post<{ _id: string; groups: { _id: string }[] }>('/api/runs', {
      name: `Compare run ${room}`,
      startedAt: new Date(flip - VEG_DAYS * DAY).toISOString(),
      groups: [{ strainId: strain._id, plantCount: 30, roomId, stage: 'veg' }],
    });
    await post(`/api/runs/${run._id}/groups/${run.groups[0]!._id}/events`, {
      stage: 'flower',
      roomId,
      at: new Date(flip).toISOString(),
    });
    runs.push({ runId: run._id, climateId, soilId, from: flip, to: SEED_NOW });
  }
  return runs;
}

/** The comparison's query: the seeded runs, the budget's metrics, by day. */
export const comparison = (runs: readonly SeededRun[]) =>
  `ids=${runs.map((run) => run.runId).join(',')}&metrics=${COMPARE_BENCH_METRICS.join(',')}&step=1d`;

/** Section 15's series of each run's room devices over its flower span, by day: the same buckets. */
export const seriesUrls = (runs: readonly SeededRun[]) =>
  runs.flatMap(({ climateId, soilId, from, to }) => [
    `/api/sensor-data/climate/series/${climateId}?from=${from}&to=${to}&step=1d`,
    `/api/sensor-data/soil7in1/series/${soilId}?from=${from}&to=${to}&step=1d`,
  ]);
