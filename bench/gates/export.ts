import {
  type App,
  leadingHeaders,
  RAW_COLUMNS,
  type SqliteConnection,
  SqliteDatabase,
} from '../../apps/server/src/testing/bench-entry.ts';
import { DEVICE_TIME_ZONE } from '@canopy/shared/constants';
import { csvCell } from '@canopy/shared/csv';
import { startOursApp } from '../lib/app.ts';
import type { Gate } from '../lib/gate.ts';
import { createRandom } from '../lib/prng.ts';
import { cachedSqliteSeed } from '../lib/seed-file.ts';
import { timePairMs } from '../lib/timing.ts';

const DEVICE = 'e7e7e7e7e7e7e7e7e7e7e7e7';
const DEVICE_NAME = 'Flower room';
const MIN = 60_000;
const DAYS = 35;
const ROWS = (DAYS * 86_400_000) / MIN;
/** The first of the 35 days, midnight in Israel (winter time, UTC+2). */
const FROM = Date.UTC(2025, 9, 31, 22);
const TO = FROM + DAYS * 86_400_000;
const COLUMNS = RAW_COLUMNS.climate.map((c) => c.column);

/** One climate device with a reading every minute for 35 days (50,400 rows), on the product's schema. */
function seededExportFile(): Promise<string> {
  return cachedSqliteSeed(`export-v1-d${DAYS}.db`, fillExport);
}

function fillExport(partial: string): void {
  const db = new SqliteDatabase(partial);
  db.pragma('synchronous = OFF');
  const random = createRandom(35);
  const reading = db.prepare(
    `insert into climate_readings (device_id, ts, temperature, humidity, co2, vpd, light_status)
       values (?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    db.prepare(
      `insert into devices (id, kind, name, alerts_enabled, updated_at) values (?, 'climate', ?, 1, ?)`,
    ).run(DEVICE, DEVICE_NAME, new Date(TO).toISOString());
    for (let i = 0; i < ROWS; i += 1) {
      const ts = FROM + i * MIN;
      const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
      reading.run(
        DEVICE,
        ts,
        round(20 + 8 * random(), 2),
        round(45 + 30 * random(), 1),
        Math.round(400 + 900 * random()),
        round(0.6 + 1.2 * random(), 3),
        i % 1440 < 720 ? 1 : 0,
      );
    }
  })();
  db.close();
}

/**
 * The reference's wall clock of the device zone: the zone's offset asked of Intl once per hour of
 * readings (Asia/Jerusalem changes on the hour), the digits from toISOString.
 */
function referenceLocalTime() {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: DEVICE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  let hour = Number.NaN;
  let offset = 0;
  return (ms: number) => {
    const at = Math.floor(ms / 3_600_000);
    if (at !== hour) {
      const f = Object.fromEntries(
        parts.formatToParts(at * 3_600_000).map((p) => [p.type, Number(p.value)]),
      ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
      offset = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - at * 3_600_000;
      hour = at;
    }
    const iso = new Date(ms + offset).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  };
}

/** A bare SELECT iterated with better-sqlite3 and the same CSV text written into one string. */
function referenceCsv(db: SqliteConnection): string {
  const select = db.prepare(
    `select ts, ${COLUMNS.join(', ')} from climate_readings
       where device_id = ? and ts >= ? and ts < ? order by ts`,
  );
  const local = referenceLocalTime();
  const device = csvCell(DEVICE_NAME);
  const header = [...leadingHeaders(DEVICE_TIME_ZONE), ...RAW_COLUMNS.climate.map((c) => c.header)];
  let text = `\uFEFF${header.map(csvCell).join(',')}\r\n`;
  for (const row of select.iterate(DEVICE, FROM, TO) as Iterable<Record<string, number | null>>) {
    const ts = row.ts!;
    text += `${device},${new Date(ts).toISOString()},${local(ts)}`;
    for (const column of COLUMNS) {
      const value = row[column];
      text += `,${value === null || value === undefined ? '' : String(value)}`;
    }
    text += '\r\n';
  }
  return text;
}

let ours: { app: App; token: string } | undefined;
let reference: SqliteConnection | undefined;

const exportCsv = async (): Promise<string> => {
  const { app, token } = ours!;
  const response = await app.inject({
    method: 'GET',
    url: `/api/export/${DEVICE}.csv?from=${FROM}&to=${TO}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode} ${response.body}`);
  return response.body;
};

/**
 * The whole route (auth, the device lookup, the keyset reads through Kysely, the stream cut into turns,
 * the HTTP answer) against the least a CSV export of the same rows can do in the same process. Higher
 * is better: rows written per millisecond.
 */
export const exportGates: Gate[] = [
  {
    name: 'history-export-csv (35 days of one device, CSV: rows/ms, the route vs a bare better-sqlite3 SELECT plus CSV writer)',
    direction: '>=',
    target: 0.5,
    unit: 'rows/ms',
    async setup() {
      const file = await seededExportFile();
      ours = await startOursApp(file);
      reference = new SqliteDatabase(file, { readonly: true });
      // Both sides must write the same file, or the comparison means nothing.
      const [body, text] = [await exportCsv(), referenceCsv(reference)];
      if (body !== text)
        throw new Error('history-export-csv: the route and the reference wrote different CSV');
      if (text.split('\r\n').length !== ROWS + 2) throw new Error('history-export-csv: unexpected row count');
    },
    async round() {
      const { first, second } = await timePairMs(exportCsv, () => referenceCsv(reference!));
      return { ours: ROWS / first, reference: ROWS / second };
    },
    async teardown() {
      reference?.close();
      await ours?.app.close();
    },
  },
];
