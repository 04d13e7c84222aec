import type { WeighingBody } from '@canopy/shared/schemas/harvests';
import type { Run } from '@canopy/shared/schemas/runs';
import { YIELD_COLUMNS, type YieldRow, type Yields } from '@canopy/shared/schemas/yields';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { harvestFixtures } from '../../testing/harvest-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { sortedDetailPaths } from '../../testing/validation-details.ts';

const NOW = '2026-04-20T09:00:00.000Z';

/*
 * Two strains, three runs (site zone Asia/Jerusalem):
 * - R-2026-001 in Flower A (20 m², 3200 W): Lemon Haze 30 plants (5 lost: 25 harvested) beside Northern
 *   Lights 15, flipped 5 January, both harvested 8 March (flower day 63). Shares of room A: 25/40, 15/40.
 * - R-2026-002 in Flower B (10 m², 1000 W): Lemon Haze 20, flipped 1 February, harvested 31 March 22:30
 *   UTC, which is 1 April in Jerusalem (day 60).
 * - R-2026-003 in Flower B: Northern Lights 10, flipped 20 February; 6 harvested 15 April (day 55) and
 *   closed, 4 harvested the next day and left open (not counted).
 * The two Lemon Haze groups come from one mother, LH-M1.
 */
/** Figures worked out by hand from the weighings below. */
const LEMON_HAZE = {
  harvestCount: 2,
  runCount: 2,
  plants: 45,
  wetGrams: 15_000,
  dryGrams: 3700,
  flowerGrams: 3000,
  trimGrams: 550,
  wasteGrams: 553.592, // 100 g + 1 lb (453.59237 g, to the milligram)
  dryPerPlant: 82.22, // 3700 / 45
  dryPerM2: 164.44, // 3700 / (20 × 25/40 + 10)
  dryPerKw: 1233.33, // 3700 / (3.2 × 25/40 + 1)
  dryPerFlowerDay: 37.23, // 3700 / (63 × 25/40 + 60)
  dryLossPercent: 75.3, // 1 - 3700 / 15000
  lastHarvestAt: '2026-03-31T22:30:00.000Z', // run 2's
};
const NORTHERN_LIGHTS = {
  harvestCount: 2,
  runCount: 2,
  plants: 21,
  wetGrams: 7000,
  dryGrams: 1720,
  flowerGrams: 0,
  trimGrams: 0,
  wasteGrams: 0,
  dryPerPlant: 81.9, // 1720 / 21
  dryPerM2: 98.29, // 1720 / (20 × 15/40 + 10)
  dryPerKw: 781.82, // 1720 / (3.2 × 15/40 + 1)
  dryPerFlowerDay: 21.88, // 1720 / (63 × 15/40 + 55)
  dryLossPercent: 75.4, // 1 - 1720 / 7000
  lastHarvestAt: '2026-04-15T07:00:00.000Z', // run 3's closed harvest (the open one is not counted)
};
const RUN_1 = {
  harvestCount: 2,
  runCount: 1,
  plants: 40,
  wetGrams: 14_000,
  dryGrams: 3500,
  flowerGrams: 2000,
  trimGrams: 400,
  wasteGrams: 100,
  dryPerPlant: 87.5,
  dryPerM2: 175, // the whole of room A
  dryPerKw: 1093.75,
  dryPerFlowerDay: 55.56, // 3500 / 63
  dryLossPercent: 75,
  lastHarvestAt: '2026-03-08T10:00:00.000Z',
};
const RUN_2 = {
  harvestCount: 1,
  runCount: 1,
  plants: 20,
  wetGrams: 5000,
  dryGrams: 1200,
  flowerGrams: 1000,
  trimGrams: 150,
  wasteGrams: 453.592,
  dryPerPlant: 60,
  dryPerM2: 120,
  dryPerKw: 1200,
  dryPerFlowerDay: 20,
  dryLossPercent: 76,
  lastHarvestAt: '2026-03-31T22:30:00.000Z',
};
const RUN_3 = {
  harvestCount: 1,
  runCount: 1,
  plants: 6,
  wetGrams: 3000,
  dryGrams: 720,
  flowerGrams: 0,
  trimGrams: 0,
  wasteGrams: 0,
  dryPerPlant: 120,
  dryPerM2: 72,
  dryPerKw: 720,
  dryPerFlowerDay: 13.09, // 720 / 55
  dryLossPercent: 76,
  lastHarvestAt: '2026-04-15T07:00:00.000Z',
};
/** Runs 2 and 3, each the whole of room B while it grew there. */
const ROOM_B = {
  harvestCount: 2,
  runCount: 2,
  plants: 26,
  wetGrams: 8000,
  dryGrams: 1920,
  flowerGrams: 1000,
  trimGrams: 150,
  wasteGrams: 453.592,
  dryPerPlant: 73.85, // 1920 / 26
  dryPerM2: 96, // 1920 / (10 + 10)
  dryPerKw: 960,
  dryPerFlowerDay: 16.7, // 1920 / (60 + 55)
  dryLossPercent: 76,
  lastHarvestAt: '2026-04-15T07:00:00.000Z', // the later of its two runs'
};
/** Lemon Haze's part of run 1: 25 of the 40 plants harvested from room A, so 25/40 of its measures. */
const RUN_1_LEMON_HAZE = {
  harvestCount: 1,
  runCount: 1,
  plants: 25,
  wetGrams: 10_000,
  dryGrams: 2500,
  flowerGrams: 2000,
  trimGrams: 400,
  wasteGrams: 100,
  dryPerPlant: 100,
  dryPerM2: 200, // 2500 / (20 × 25/40)
  dryPerKw: 1250, // 2500 / (3.2 × 25/40)
  dryPerFlowerDay: 63.49, // 2500 / (63 × 25/40)
  dryLossPercent: 75,
  lastHarvestAt: '2026-03-08T10:00:00.000Z',
};
/** Northern Lights' part of run 1: 15 of the 40 plants. */
const RUN_1_NORTHERN_LIGHTS = {
  harvestCount: 1,
  runCount: 1,
  plants: 15,
  wetGrams: 4000,
  dryGrams: 1000,
  flowerGrams: 0,
  trimGrams: 0,
  wasteGrams: 0,
  dryPerPlant: 66.67,
  dryPerM2: 133.33, // 1000 / (20 × 15/40)
  dryPerKw: 833.33, // 1000 / (3.2 × 15/40)
  dryPerFlowerDay: 42.33, // 1000 / (63 × 15/40)
  dryLossPercent: 75,
  lastHarvestAt: '2026-03-08T10:00:00.000Z',
};

/** The CSV's data lines as cells: text as written, numbers as numbers, empty as null. */
function csvRows(text: string): (string | number | null)[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(1, -1).map((line, index) =>
    line.split(',').map((cell, column) => {
      if (column === 0) return cell;
      expect(cell, `line ${index + 2}`).toMatch(/^(-?\d+(\.\d+)?)?$/);
      return cell === '' ? null : Number(cell);
    }),
  );
}

const tableOf = (rows: readonly YieldRow[]) => rows.map((row) => YIELD_COLUMNS.map((column) => row[column]));

describe.each(DIALECTS)('yields on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  const ids = { lemonHaze: '', northernLights: '', mother: '', flowerA: '', flowerB: '' };
  const runs: Run[] = [];

  beforeAll(async () => {
    t = await createTestContext(dialect);
    t.clock.set(NOW);
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    crop = cropFixtures(t, staff);
    const harvests = harvestFixtures(crop, staff);
    ids.lemonHaze = await crop.strain('Lemon Haze');
    ids.northernLights = await crop.strain('Northern Lights');
    const mother = await crop.call(staff, 'POST', '/api/admin/cuttings', {
      code: 'LH-M1',
      strainId: ids.lemonHaze,
      isMother: true,
    });
    ids.mother = mother.json<{ _id: string }>()._id;
    const veg = (await crop.room({ name: 'Veg', kind: 'veg' }))._id;
    ids.flowerA = (await crop.room({ name: 'Flower A', kind: 'flower', areaM2: 20, lightsWatts: 3200 }))._id;
    ids.flowerB = (await crop.room({ name: 'Flower B', kind: 'flower', areaM2: 10, lightsWatts: 1000 }))._id;
    const dry = (await crop.room({ name: 'Dry', kind: 'dry' }))._id;

    /** Harvests every flowering group of the run whole (or `plantCount`), weighs and maybe closes it. */
    const harvestAll = async (
      run: Run,
      at: string,
      weighings: WeighingBody[][],
      close = true,
      plantCount?: number,
    ) => {
      for (const [index, group] of run.groups.filter((g) => g.stage === 'flower').entries()) {
        const after = await harvests.harvest(run, { groupId: group._id, at, roomId: dry, plantCount });
        const harvest = after.harvests.find(
          (h) => h.groupId === group._id && h.at === new Date(at).toISOString(),
        )!;
        for (const body of weighings[index] ?? []) await harvests.weigh(harvest._id, body);
        if (close) await harvests.close(harvest._id);
      }
    };

    const run1 = await harvests.flowering(
      [
        { strainId: ids.lemonHaze, plantCount: 30, motherId: ids.mother },
        { strainId: ids.northernLights, plantCount: 15 },
      ],
      {
        veg,
        room: ids.flowerA,
        startedAt: '2026-01-01T10:00:00.000Z',
        flippedAt: '2026-01-05T10:00:00.000Z',
      },
    );
    const loss = await crop.call(
      staff,
      'POST',
      `/api/runs/${run1._id}/groups/${run1.groups[0]!._id}/losses`,
      {
        count: 5,
        reason: 'pest',
        at: '2026-02-01T10:00:00.000Z',
      },
    );
    expect(loss.statusCode).toBe(200);
    await harvestAll(loss.json<Run>(), '2026-03-08T10:00:00.000Z', [
      [
        { kind: 'wet', value: 10, unit: 'kg' },
        { kind: 'dry', value: 2.5, unit: 'kg' },
        { kind: 'flower', value: 2, unit: 'kg' },
        { kind: 'trim', value: 400, unit: 'g' },
        { kind: 'waste', value: 100, unit: 'g' },
      ],
      [
        { kind: 'wet', value: 4, unit: 'kg' },
        { kind: 'dry', value: 1000, unit: 'g' },
      ],
    ]);
    const run2 = await harvests.flowering(
      [{ strainId: ids.lemonHaze, plantCount: 20, motherId: ids.mother }],
      {
        veg,
        room: ids.flowerB,
        startedAt: '2026-01-02T10:00:00.000Z',
        flippedAt: '2026-02-01T10:00:00.000Z',
      },
    );
    await harvestAll(run2, '2026-03-31T22:30:00.000Z', [
      [
        { kind: 'wet', value: 5, unit: 'kg' },
        { kind: 'dry', value: 1.2, unit: 'kg' },
        { kind: 'flower', value: 1, unit: 'kg' },
        { kind: 'trim', value: 150, unit: 'g' },
        { kind: 'waste', value: 1, unit: 'lb' },
      ],
    ]);
    const run3 = await harvests.flowering([{ strainId: ids.northernLights, plantCount: 10 }], {
      veg,
      room: ids.flowerB,
      startedAt: '2026-01-03T10:00:00.000Z',
      flippedAt: '2026-02-20T10:00:00.000Z',
    });
    const wet3kg: WeighingBody = { kind: 'wet', value: 3, unit: 'kg' };
    await harvestAll(
      run3,
      '2026-04-15T07:00:00.000Z',
      [[wet3kg, { kind: 'dry', value: 720, unit: 'g' }]],
      true,
      6,
    );
    // The other four: harvested and weighed, but not closed.
    await harvestAll(await crop.getRun(run3._id), '2026-04-16T07:00:00.000Z', [[wet3kg]], false);
    runs.push(...(await Promise.all([run1, run2, run3].map((run) => crop.getRun(run._id)))));
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async (query: string) => {
    const response = await crop.call(member, 'GET', `/api/yields${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Yields>();
  };

  it('counts yields by strain as worked out by hand, from closed harvests only', async () => {
    expect(runs.map((run) => run.code)).toEqual(['R-2026-001', 'R-2026-002', 'R-2026-003']);
    expect(runs[2]!.harvests.map((h) => [h.plantCount, h.closedAt !== null])).toEqual([
      [6, true],
      [4, false],
    ]);
    const yields = await read('?by=strain');
    expect(yields).toMatchObject({ by: 'strain', from: null, to: null, strainId: null });
    expect(yields.rows).toEqual([
      { key: ids.lemonHaze, label: 'Lemon Haze', ...LEMON_HAZE },
      { key: ids.northernLights, label: 'Northern Lights', ...NORTHERN_LIGHTS },
    ]);
    // `strain` is the default.
    expect((await read('')).rows).toEqual(yields.rows);
  });

  it('counts them by run, room, mother and month (of the harvest, in the site zone)', async () => {
    const [run1, run2, run3] = runs;
    const byRun = (await read('?by=run')).rows;
    // The sums each harvest keeps as it is weighed are its weighings' own.
    for (const run of runs) {
      const closed = run.harvests.filter((harvest) => harvest.closedAt !== null);
      const row = byRun.find((one) => one.key === run._id)!;
      for (const kind of ['wet', 'dry', 'flower', 'trim', 'waste'] as const) {
        const grams = closed.reduce((sum, harvest) => sum + harvest.totals[kind], 0);
        expect(row[`${kind}Grams`], `${run.code} ${kind}`).toBeCloseTo(grams, 6);
      }
    }
    expect(byRun).toEqual([
      { key: run1!._id, label: 'R-2026-001', ...RUN_1 },
      { key: run2!._id, label: 'R-2026-002', ...RUN_2 },
      { key: run3!._id, label: 'R-2026-003', ...RUN_3 },
    ]);
    expect((await read('?by=room')).rows).toEqual([
      { key: ids.flowerA, label: 'Flower A', ...RUN_1 },
      { key: ids.flowerB, label: 'Flower B', ...ROOM_B },
    ]);
    expect((await read('?by=mother')).rows).toEqual([
      { key: null, label: '', ...NORTHERN_LIGHTS },
      { key: ids.mother, label: 'LH-M1', ...LEMON_HAZE },
    ]);
    // 31 March 22:30 UTC is 1 April in Jerusalem.
    expect((await read('?by=month')).rows).toEqual([
      { key: '2026-03', label: '2026-03', ...RUN_1 },
      { key: '2026-04', label: '2026-04', ...ROOM_B },
    ]);
  });

  it('counts only harvests in [from, to)', async () => {
    const from = encodeURIComponent('2026-04-01T00:00:00+03:00');
    const april = await read(`?by=strain&from=${from}`);
    expect(april.from).toBe('2026-03-31T21:00:00.000Z');
    expect(april.rows).toEqual([
      { key: ids.lemonHaze, label: 'Lemon Haze', ...RUN_2 },
      { key: ids.northernLights, label: 'Northern Lights', ...RUN_3 },
    ]);
    const upTo = await read(`?by=strain&from=${from}&to=2026-04-15T07:00:00Z`);
    expect(upTo.rows.map((row) => row.label)).toEqual(['Lemon Haze']);
    expect((await read('?to=2026-01-01T00:00:00Z')).rows).toEqual([]);
  });

  it("counts one strain's harvests with strainId, each measured on its part of the room", async () => {
    const [run1, run2, run3] = runs;
    // A strain's runs over time: Lemon Haze's part of run 1 (beside Northern Lights) and all of run 2.
    const lemonHaze = await read(`?by=run&strainId=${ids.lemonHaze}`);
    expect(lemonHaze).toMatchObject({ by: 'run', strainId: ids.lemonHaze });
    expect(lemonHaze.rows).toEqual([
      { key: run1!._id, label: 'R-2026-001', ...RUN_1_LEMON_HAZE },
      { key: run2!._id, label: 'R-2026-002', ...RUN_2 },
    ]);
    expect((await read(`?by=strain&strainId=${ids.lemonHaze}`)).rows).toEqual([
      { key: ids.lemonHaze, label: 'Lemon Haze', ...LEMON_HAZE },
    ]);
    // Months count the strain's runs only: April has run 2 (Lemon Haze) and run 3 (Northern Lights).
    expect((await read(`?by=month&strainId=${ids.northernLights}`)).rows).toEqual([
      { key: '2026-03', label: '2026-03', ...RUN_1_NORTHERN_LIGHTS },
      { key: '2026-04', label: '2026-04', ...RUN_3 },
    ]);
    expect((await read(`?by=run&strainId=${ids.northernLights}&from=2026-04-01T00:00:00Z`)).rows).toEqual([
      { key: run3!._id, label: 'R-2026-003', ...RUN_3 },
    ]);
    const unknown = await read('?by=run&strainId=no-such-strain');
    expect(unknown).toEqual({ by: 'run', from: null, to: null, strainId: 'no-such-strain', rows: [] });
  });

  it('exports exactly the rows of the table as CSV and Excel', async () => {
    const queries = ['strain', 'run', 'room', 'mother', 'month'].map((by) => ({ by, query: `?by=${by}` }));
    queries.push({ by: 'run', query: `?by=run&strainId=${ids.lemonHaze}` });
    for (const { by, query } of queries) {
      const { rows } = await read(query);
      const csv = await crop.call(member, 'GET', `/api/yields.csv${query}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toContain(`yields-by-${by}.csv`);
      // The /yields table's headers in English, weights in grams.
      const grouping = `${by[0]!.toUpperCase()}${by.slice(1)}`;
      expect(csv.body.split('\r\n')[0]).toBe(
        `\uFEFF${grouping},Harvests,Runs,Plants,Wet (g),Dry (g),Flower (g),Trim (g),Waste (g),Dry g/plant,` +
          'Dry g/m²,Dry g/kW,Dry g/flower day,Dry loss (%)',
      );
      expect(csvRows(csv.body)).toEqual(tableOf(rows));

      const xlsx = await crop.call(member, 'GET', `/api/yields.xlsx${query}`);
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const cells: unknown[][] = [];
      sheet.eachRow({ includeEmpty: false }, (row) => {
        // An empty text cell (the harvests of no mother) is no cell at all in a sheet.
        cells.push(
          YIELD_COLUMNS.map((_, column) => row.getCell(column + 1).value ?? (column === 0 ? '' : null)),
        );
      });
      expect(cells[0]![0]).toBe(grouping);
      expect(cells[0]![13]).toBe('Dry loss (%)');
      expect(cells.slice(1)).toEqual(tableOf(rows));
    }
  });

  it('refuses an unknown grouping and a date that is not ISO 8601, and anyone logged out', async () => {
    const bad = await crop.call(member, 'GET', '/api/yields?by=colour&from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(sortedDetailPaths(bad)).toEqual(['querystring.by', 'querystring.from']);
    for (const url of ['/api/yields', '/api/yields.csv', '/api/yields.xlsx']) {
      expect((await crop.call(null, 'GET', url)).statusCode, url).toBe(401);
    }
  });

  it('writes a name that starts like a formula as text in both files', async () => {
    const strain = await crop.call(staff, 'POST', '/api/admin/strains', { name: '=SUM(A1)', slug: 'sum-a1' });
    expect(strain.statusCode, strain.body).toBe(201);
    const harvests = harvestFixtures(crop, staff);
    const run = await harvests.flowering([{ strainId: strain.json<{ _id: string }>()._id, plantCount: 2 }], {
      veg: ids.flowerA,
      room: ids.flowerA,
      startedAt: '2026-04-01T10:00:00.000Z',
      flippedAt: '2026-04-02T10:00:00.000Z',
    });
    const after = await harvests.harvest(run, { groupId: run.groups[0]!._id });
    await harvests.weigh(after.harvests[0]!._id, { kind: 'dry', value: 10, unit: 'g' });
    await harvests.close(after.harvests[0]!._id);
    const csv = await crop.call(member, 'GET', '/api/yields.csv?by=strain');
    expect(csv.body).toContain("\r\n'=SUM(A1),1,1,2,0,10,");
    const xlsx = await crop.call(member, 'GET', '/api/yields.xlsx?by=strain');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const labels = workbook.worksheets[0]!.getColumn(1).values;
    const row = labels.indexOf('=SUM(A1)');
    expect(row).toBeGreaterThan(1);
    expect(workbook.worksheets[0]!.getCell(`A${row}`).type).toBe(ExcelJS.ValueType.String);
  });
});
