import { DEVICE_TIME_ZONE } from '@canopy/shared/constants';
import { CLIMATE_SERIES_METRICS, type ClimateSeriesPoint } from '@canopy/shared/schemas/history';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../testing/csv.ts';
import { insertHistoryDevices, type ClimateReadingRow } from '../../testing/history-readings.ts';
import { signedInSuite } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';
import { RAW_CHUNK_ROWS, rawRowChunks } from './raw-rows.ts';

const CLIMATE = 'c5c5c5c5c5c5c5c5c5c5c5c5';
const SOIL = 'd5d5d5d5d5d5d5d5d5d5d5d5';
const WATER = 'a5a5a5a5a5a5a5a5a5a5a5a5';
const HEBREW = 'e5e5e5e5e5e5e5e5e5e5e5e5';
const UNNAMED = 'f5f5f5f5f5f5f5f5f5f5f5f5';
/** Devices named as a formula would start, each with one reading. */
const FORMULA_NAMES = {
  b5b5b5b5b5b5b5b5b5b5b5b1: '=HYPERLINK("http://evil.test","x")',
  b5b5b5b5b5b5b5b5b5b5b5b2: '+1+1',
  b5b5b5b5b5b5b5b5b5b5b5b3: '-2+3',
  b5b5b5b5b5b5b5b5b5b5b5b4: '@SUM(A1)',
};
const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Three days around the start of summer time in Israel (Friday 27 March 2026, 02:00 -> 03:00). */
const BASE = Date.UTC(2026, 2, 26);
const END = BASE + 3 * DAY;

type Climate = ClimateReadingRow;
type Water = {
  ts: number;
  in_rate_lpm: number;
  in_total_l: number;
  out_rate_lpm: number;
  out_total_l: number;
};

const RAW_CLIMATE_HEADER = [
  'Device',
  'Time (UTC)',
  `Local time (${DEVICE_TIME_ZONE})`,
  'Temperature (°C)',
  'Humidity (%)',
  'CO2 (ppm)',
  'VPD (kPa)',
  'Light (1 on, 0 off)',
];
const SERIES_CLIMATE_HEADER = [
  'Device',
  'Time (UTC)',
  `Local time (${DEVICE_TIME_ZONE})`,
  'Temperature avg (°C)',
  'Temperature min (°C)',
  'Temperature max (°C)',
  'Humidity avg (%)',
  'Humidity min (%)',
  'Humidity max (%)',
  'CO2 avg (ppm)',
  'CO2 min (ppm)',
  'CO2 max (ppm)',
  'VPD avg (kPa)',
  'VPD min (kPa)',
  'VPD max (kPa)',
  'Light (share of the step on, 0-1)',
];

/** The device zone's wall clock, written by Intl itself (Swedish dates are ISO-like), as the oracle. */
const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: DEVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const localText = (ms: number) => wallClock.format(ms);
/** The wall clock as a spreadsheet date holds it: those digits, read as UTC. */
const localAsUtc = (ms: number) => Date.parse(`${localText(ms).replace(' ', 'T')}Z`);

const cellOf = (value: number | null) => (value === null ? '' : String(value));

const climateValues = (r: Climate) => [r.temperature, r.humidity, r.co2, r.vpd, r.light_status];

const seriesValues = (p: ClimateSeriesPoint) => [
  ...CLIMATE_SERIES_METRICS.flatMap((m) => [p[m], p.min[m], p.max[m]]),
  p.light,
];

/** A spreadsheet's rows as values: text, Date or number cells, null for an empty one. */
async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0]!;
  // columnCount walks every row: read it once.
  const columns = sheet.columnCount;
  const rows: { values: unknown[]; types: ExcelJS.ValueType[] }[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    const types: ExcelJS.ValueType[] = [];
    for (let c = 1; c <= columns; c += 1) {
      const cell = row.getCell(c);
      values.push(cell.value ?? null);
      types.push(cell.type);
    }
    rows.push({ values, types });
  });
  return { title: sheet.name, rows };
}

describe.each(DIALECTS)('history export on %s', (dialect) => {
  const { t, member } = signedInSuite(dialect, { member: 'user' }, { per: 'describe' });
  const climate: Climate[] = [];
  const water: Water[] = [];

  beforeAll(async () => {
    const db = t.database.db;
    await insertHistoryDevices(db, BASE, [
      [CLIMATE, 'Veg room', 'climate'],
      [SOIL, 'Bed 2', 'soil'],
      [WATER, 'Main line', 'water'],
      [HEBREW, 'חממה צפון', 'climate'],
      [UNNAMED, '', 'climate'],
      ['0505050505050505050505ff', 'No kind yet', null],
      ...Object.entries(FORMULA_NAMES).map(([id, name]) => [id, name, 'climate'] as const),
    ]);
    // A reading most minutes of three days (some gaps, some nulls, negative temperatures): more rows
    // than one keyset chunk, and the local clock jumps an hour on the way.
    const value = (seed: number, scale: number, shift = 0) =>
      seed % 11 === 0 ? null : ((seed * 7919) % 10_007) / scale + shift;
    for (let minute = 0; minute < (END - BASE) / MIN; minute += 1) {
      if (minute % 13 === 5) continue;
      climate.push({
        ts: BASE + minute * MIN + (minute % 7) * 1000,
        temperature: value(minute, 200, -12),
        humidity: value(minute + 1, 150),
        co2: value(minute + 2, 8),
        vpd: value(minute + 3, 5000),
        light_status: minute % 3 === 0 ? 0 : 1,
      });
    }
    expect(climate.length).toBeGreaterThan(RAW_CHUNK_ROWS + 1);
    await telemetryRepository.insertClimate(
      db,
      climate.map((row) => ({ device_id: CLIMATE, ...row })),
    );
    await telemetryRepository.insertClimate(db, [
      ...Object.keys(FORMULA_NAMES).map((id) => ({
        device_id: id,
        ts: BASE,
        temperature: -3.5,
        light_status: 1,
      })),
      { device_id: HEBREW, ts: BASE, temperature: 20, light_status: 1 },
      { device_id: UNNAMED, ts: BASE, temperature: 21, light_status: 1 },
    ]);
    await telemetryRepository.insertSoil(db, [
      {
        device_id: SOIL,
        ts: BASE + 10 * MIN,
        moisture_pct: 41.5,
        temp_c: -0.25,
        ec_mscm: 1.2,
        ph: 6.4,
        n_mgkg: 30,
        p_mgkg: 12,
        k_mgkg: 55,
        in_medium: 1,
      },
      {
        device_id: SOIL,
        ts: BASE + 20 * MIN,
        moisture_pct: null,
        temp_c: 19,
        ec_mscm: 1.25,
        ph: 6.5,
        n_mgkg: 31,
        p_mgkg: 12.5,
        k_mgkg: 56,
        in_medium: 1,
      },
    ]);
    for (let i = 0; i < 120; i += 1) {
      water.push({
        ts: BASE + i * MIN,
        in_rate_lpm: (i % 9) / 3,
        in_total_l: 1000 + i * 1.5,
        out_rate_lpm: (i % 5) / 7,
        out_total_l: 400 + i * 0.5,
      });
    }
    await telemetryRepository.insertWater(
      db,
      water.map((row) => ({ device_id: WATER, ...row })),
    );
  });

  const get = (url: string, headers: Record<string, string> = member.auth) =>
    t.app.inject({ method: 'GET', url, headers });

  async function csv(url: string) {
    const answer = await get(url);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    return parseCsv(answer.body);
  }

  async function xlsx(url: string) {
    const answer = await get(url);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    return readWorkbook(answer.rawPayload);
  }

  it('writes the raw readings as CSV: a header with units, UTC and local times, the values as stored', async () => {
    const [header, ...rows] = await csv(`/api/export/${CLIMATE}.csv?from=${BASE}&to=${END}`);
    expect(header).toEqual(RAW_CLIMATE_HEADER);
    expect(rows).toEqual(
      climate.map((r) => [
        'Veg room',
        new Date(r.ts).toISOString(),
        localText(r.ts),
        ...climateValues(r).map(cellOf),
      ]),
    );
    // Summer time began on the way: 02:00 local on 27 March was followed by 03:00.
    const before = rows.find((row) => row[1]!.startsWith('2026-03-26T23:59'));
    const after = rows.find((row) => row[1]!.startsWith('2026-03-27T00:00'));
    expect(before?.[2]).toMatch(/^2026-03-27 01:59:/);
    expect(after?.[2]).toMatch(/^2026-03-27 03:00:/);
    // Negative numbers are numbers, not text with an apostrophe.
    expect(rows.some((row) => row[3]!.startsWith('-'))).toBe(true);
    expect(rows.flat().some((cell) => cell.startsWith("'"))).toBe(false);
  });

  it('takes [from, to): a reading at `to` is left out, one at `from` is in; ISO times work as well', async () => {
    const from = climate[100]!.ts;
    const to = climate[200]!.ts;
    const [, ...rows] = await csv(`/api/export/${CLIMATE}.csv?from=${from}&to=${to}`);
    expect(rows.map((row) => row[1])).toEqual(
      climate.slice(100, 200).map((r) => new Date(r.ts).toISOString()),
    );
    const iso = await csv(
      `/api/export/${CLIMATE}.csv?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
    );
    expect(iso.slice(1)).toEqual(rows);
  });

  it('with a step, writes exactly the series the series route answers', async () => {
    for (const [step, from, to] of [
      ['1h', BASE, END],
      ['5m', BASE + 7 * HOUR, BASE + 9 * HOUR + 17 * MIN],
      ['1d', BASE - DAY, END + DAY],
    ] as const) {
      const query = `from=${from}&to=${to}&step=${step}`;
      const series = (await get(`/api/sensor-data/climate/series/${CLIMATE}?${query}`)).json<
        ClimateSeriesPoint[]
      >();
      expect(series.length).toBeGreaterThan(1);
      const [header, ...rows] = await csv(`/api/export/${CLIMATE}.csv?${query}`);
      expect(header).toEqual(SERIES_CLIMATE_HEADER);
      expect(rows).toEqual(
        series.map((p) => [
          'Veg room',
          new Date(p.ts).toISOString(),
          localText(p.ts),
          ...seriesValues(p).map(cellOf),
        ]),
      );
    }
  });

  it('writes the same as a spreadsheet: text, date and number cells, read back with exceljs', async () => {
    const raw = await xlsx(`/api/export/${CLIMATE}.xlsx?from=${BASE}&to=${END}`);
    expect(raw.title).toBe('Readings');
    expect(raw.rows[0]!.values).toEqual(RAW_CLIMATE_HEADER);
    const data = raw.rows.slice(1);
    expect(data).toHaveLength(climate.length);
    data.forEach(({ values, types }, i) => {
      const r = climate[i]!;
      expect(values[0]).toBe('Veg room');
      expect(types.slice(0, 3)).toEqual([
        ExcelJS.ValueType.String,
        ExcelJS.ValueType.Date,
        ExcelJS.ValueType.Date,
      ]);
      expect((values[1] as Date).getTime()).toBe(r.ts);
      expect((values[2] as Date).getTime()).toBe(localAsUtc(r.ts));
      expect(values.slice(3)).toEqual(climateValues(r));
    });

    const query = `from=${BASE}&to=${END}&step=1h`;
    const series = (await get(`/api/sensor-data/climate/series/${CLIMATE}?${query}`)).json<
      ClimateSeriesPoint[]
    >();
    const stepped = await xlsx(`/api/export/${CLIMATE}.xlsx?${query}`);
    expect(stepped.title).toBe('Series 1h');
    expect(stepped.rows[0]!.values).toEqual(SERIES_CLIMATE_HEADER);
    expect(stepped.rows.slice(1).map(({ values }) => values)).toEqual(
      series.map((p) => ['Veg room', new Date(p.ts), new Date(localAsUtc(p.ts)), ...seriesValues(p)]),
    );
  });

  it('defuses a device name that starts like a formula, and only where text can start so', async () => {
    for (const [id, name] of Object.entries(FORMULA_NAMES)) {
      const url = `/api/export/${id}.csv?from=${BASE}&to=${END}`;
      const answer = await get(url);
      expect(answer.body.split('\r\n')[1]).toMatch(/^"?'/);
      const [, row] = parseCsv(answer.body);
      expect(row).toEqual([
        `'${name}`,
        new Date(BASE).toISOString(),
        localText(BASE),
        '-3.5',
        '',
        '',
        '',
        '1',
      ]);
      // In the spreadsheet the name is a text cell, never a formula, and the number a number.
      const sheet = await xlsx(url.replace('.csv', '.xlsx'));
      expect(sheet.rows[1]!.values[0]).toBe(name);
      expect(sheet.rows[1]!.types[0]).toBe(ExcelJS.ValueType.String);
      expect(sheet.rows[1]!.values[3]).toBe(-3.5);
      expect(sheet.rows[1]!.types[3]).toBe(ExcelJS.ValueType.Number);
    }
  });

  it("names the file after the device and the range's dates in the device zone, with an ASCII fallback", async () => {
    const disposition = async (url: string) => (await get(url)).headers['content-disposition'];
    expect(await disposition(`/api/export/${CLIMATE}.csv?from=${BASE - 2 * HOUR}&to=${END - 3 * HOUR}`)).toBe(
      `attachment; filename="Veg_room-2026-03-26-2026-03-29.csv"; filename*=UTF-8''Veg%20room-2026-03-26-2026-03-29.csv`,
    );
    // Not at midnight: the time of day too (09:30 in Jerusalem, after the clocks went forward).
    expect(
      await disposition(
        `/api/export/${CLIMATE}.xlsx?from=${BASE + DAY + 6 * HOUR + 30 * MIN}&to=${END}&step=1h`,
      ),
    ).toBe(
      `attachment; filename="Veg_room-2026-03-27_0930-2026-03-29_0300.xlsx"; filename*=UTF-8''Veg%20room-2026-03-27_0930-2026-03-29_0300.xlsx`,
    );
    const hebrew = await disposition(
      `/api/export/${HEBREW}.csv?from=${BASE - 2 * HOUR}&to=${BASE + 22 * HOUR}`,
    );
    expect(hebrew).toBe(
      `attachment; filename="_________-2026-03-26-2026-03-27.csv"; filename*=UTF-8''${encodeURIComponent('חממה צפון')}-2026-03-26-2026-03-27.csv`,
    );
    // What a file system refuses becomes `_`; the fallback keeps only safe ASCII.
    const formula = await disposition(
      `/api/export/b5b5b5b5b5b5b5b5b5b5b5b1.csv?from=${BASE - 2 * HOUR}&to=${END - 3 * HOUR}`,
    );
    const [, fallback, exact] =
      /^attachment; filename="([^"]+)"; filename\*=UTF-8''(.+)$/.exec(formula ?? '') ?? [];
    expect(fallback).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(decodeURIComponent(exact!)).toBe('=HYPERLINK(_http_evil.test_,_x_)-2026-03-26-2026-03-29.csv');
    // A device without a name is written and named by its id.
    const [, row] = await csv(`/api/export/${UNNAMED}.csv?from=${BASE}&to=${END}`);
    expect(row![0]).toBe(UNNAMED);
    expect(
      await disposition(`/api/export/${UNNAMED}.csv?from=${BASE - 2 * HOUR}&to=${END - 3 * HOUR}`),
    ).toContain(`filename="${UNNAMED}-2026-03-26-2026-03-29.csv"`);
  });

  it('exports soil and water readings, and water by step as the water aggregate', async () => {
    const soil = await csv(`/api/export/${SOIL}.csv?from=${BASE}&to=${END}`);
    expect(soil).toEqual([
      [
        'Device',
        'Time (UTC)',
        `Local time (${DEVICE_TIME_ZONE})`,
        'Moisture (%)',
        'Soil temperature (°C)',
        'EC (mS/cm)',
        'pH',
        'Nitrogen N (mg/kg)',
        'Phosphorus P (mg/kg)',
        'Potassium K (mg/kg)',
      ],
      [
        'Bed 2',
        new Date(BASE + 10 * MIN).toISOString(),
        localText(BASE + 10 * MIN),
        '41.5',
        '-0.25',
        '1.2',
        '6.4',
        '30',
        '12',
        '55',
      ],
      [
        'Bed 2',
        new Date(BASE + 20 * MIN).toISOString(),
        localText(BASE + 20 * MIN),
        '',
        '19',
        '1.25',
        '6.5',
        '31',
        '12.5',
        '56',
      ],
    ]);

    const [waterHeader, ...waterRows] = await csv(`/api/export/${WATER}.csv?from=${BASE}&to=${END}`);
    expect(waterHeader!.slice(3)).toEqual([
      'In rate (L/min)',
      'In total (L)',
      'Out rate (L/min)',
      'Out total (L)',
    ]);
    expect(waterRows).toEqual(
      water.map((w) => [
        'Main line',
        new Date(w.ts).toISOString(),
        localText(w.ts),
        ...[w.in_rate_lpm, w.in_total_l, w.out_rate_lpm, w.out_total_l].map(cellOf),
      ]),
    );

    const [stepHeader, ...stepRows] = await csv(`/api/export/${WATER}.csv?from=${BASE}&to=${END}&step=15m`);
    expect(stepHeader!.slice(3)).toEqual([
      'In rate avg (L/min)',
      'In total last (L)',
      'Out rate avg (L/min)',
      'Out total last (L)',
      'Readings',
    ]);
    const round3 = (v: number) => Math.round(v * 1000) / 1000;
    const expected = Array.from({ length: 8 }, (_, b) => {
      const bucket = water.slice(b * 15, b * 15 + 15);
      const mean = (values: number[]) => values.reduce((a, v) => a + v, 0) / values.length;
      return [
        'Main line',
        new Date(bucket[0]!.ts).toISOString(),
        localText(bucket[0]!.ts),
        round3(mean(bucket.map((w) => w.in_rate_lpm))),
        bucket.at(-1)!.in_total_l,
        round3(mean(bucket.map((w) => w.out_rate_lpm))),
        bucket.at(-1)!.out_total_l,
        15,
      ].map(String);
    });
    expect(stepRows).toEqual(expected);
  });

  it('reads the raw rows in keyset chunks that neither skip nor repeat a reading', async () => {
    const chunks = [];
    for await (const chunk of rawRowChunks(t.database.db, 'climate', CLIMATE, BASE, END, 7))
      chunks.push(chunk);
    expect(chunks.every((chunk) => chunk.length <= 7)).toBe(true);
    expect(chunks.flat()).toEqual(climate.map((r) => ({ ts: r.ts, values: climateValues(r) })));
  });

  it('refuses a bad range, an unknown step, too many points, an unknown device; 401 without a token', async () => {
    const cases: [string, string, number, string][] = [
      [CLIMATE, `from=${BASE + DAY}&to=${BASE}`, 400, 'validation.failed'],
      [CLIMATE, `from=${BASE}&to=${BASE}`, 400, 'validation.failed'],
      [CLIMATE, `from=${BASE}&to=${END}&step=2m`, 400, 'validation.failed'],
      [CLIMATE, `from=yesterday&to=${END}`, 400, 'validation.failed'],
      [CLIMATE, `from=${BASE}&to=${BASE + 2 * DAY}&step=1m`, 400, 'history.too_many_points'],
      [SOIL, `from=${BASE}&to=${BASE + 400 * DAY}&step=1h`, 400, 'history.too_many_points'],
      [WATER, `from=${BASE}&to=${BASE + 2 * DAY}&step=1m`, 400, 'history.too_many_points'],
      ['nosuchdevice', `from=${BASE}&to=${END}`, 404, 'devices.not_found'],
      ['0505050505050505050505ff', `from=${BASE}&to=${END}`, 404, 'devices.not_found'],
    ];
    for (const format of ['csv', 'xlsx']) {
      for (const [id, query, status, code] of cases) {
        const answer = await get(`/api/export/${id}.${format}?${query}`);
        expect(answer.statusCode, `${format} ${id} ${query}`).toBe(status);
        expect(answer.json(), `${format} ${id} ${query}`).toMatchObject({ code });
      }
      const anonymous = await get(`/api/export/${CLIMATE}.${format}?from=${BASE}&to=${END}`, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'auth.unauthenticated' });
    }
    // 2,000 one-minute buckets exactly is allowed.
    expect(
      (await get(`/api/export/${CLIMATE}.csv?from=${BASE}&to=${BASE + 2000 * MIN}&step=1m`)).statusCode,
    ).toBe(200);
  });
});
