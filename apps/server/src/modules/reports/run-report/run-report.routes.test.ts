import sharp from 'sharp';
import type { Harvest } from '@canopy/shared/schemas/harvests';
import type { RunClimate } from '@canopy/shared/schemas/run-climate';
import type { Run } from '@canopy/shared/schemas/runs';
import type { Yields } from '@canopy/shared/schemas/yields';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../../testing/crop-fixtures.ts';
import { harvestFixtures } from '../../../testing/harvest-fixtures.ts';
import { solidImage } from '../../../testing/images.ts';
import { multipartForm } from '../../../testing/multipart.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';
import { rebuildRollups } from '../../telemetry/rollups-rebuild.ts';
import { telemetryRepository } from '../../telemetry/telemetry.repository.ts';
import { firstPagePng, pdfLines, pdfRawLines } from '../pdf/pdf-reading.ts';

const MIN = 60_000;
const START = '2026-03-01T06:00:00.000Z';
const FLIP = '2026-03-11T06:00:00.000Z';
const HARVEST = '2026-03-21T10:00:00.000Z';
const NOW = '2026-03-21T12:00:00.000Z';

describe.each(DIALECTS)("a run's report PDF on %s", (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let strainId: string;
  let run: Run;
  let earlier: Run;

  /** A reading every 15 minutes over [from, to): warmer in the afternoon, so a mean has decimals. */
  async function readings(device: string, from: string, to: string, base: number) {
    const rows = [];
    for (let ts = Date.parse(from); ts < Date.parse(to); ts += 15 * MIN) {
      const temperature = base + ((ts / (60 * MIN)) % 24) / 7;
      rows.push({ device_id: device, ts, temperature, humidity: 60, co2: 800, vpd: 1.3, light_status: 1 });
    }
    await telemetryRepository.insertClimate(t.database.db, rows);
  }

  beforeEach(async () => {
    t = await createTestContext(dialect);
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    crop = cropFixtures(t, staff);
    const harvests = harvestFixtures(crop, staff);
    t.clock.set('2026-01-01T06:00:00.000Z');
    strainId = await crop.strain('Lemon Haze');
    const [inVeg, inFlower] = [await crop.device(), await crop.device()];
    const veg = (await crop.room({ name: 'Veg Room', kind: 'veg', deviceIds: [inVeg] }))._id;
    const flower = (await crop.room({ name: 'Flower Room', kind: 'flower', deviceIds: [inFlower] }))._id;
    // An earlier run of the strain, harvested and closed: the report sets this run against it.
    t.clock.set('2026-02-20T12:00:00.000Z');
    earlier = await harvests.flowering([{ strainId, plantCount: 4 }], {
      veg,
      room: flower,
      startedAt: '2026-01-01T06:00:00.000Z',
      flippedAt: '2026-01-10T06:00:00.000Z',
    });
    earlier = await harvests.harvest(earlier, {
      groupId: earlier.groups[0]!._id,
      at: '2026-02-20T10:00:00.000Z',
    });
    await harvests.weigh(earlier.harvests[0]!._id, { kind: 'dry', value: 400, unit: 'g' });
    await harvests.close(earlier.harvests[0]!._id);

    t.clock.set(NOW);
    run = await crop.run({
      name: 'Spring flower',
      startedAt: START,
      groups: [{ strainId, plantCount: 10, roomId: veg, stage: 'veg' }],
    });
    run = await crop.move(run, run.groups[0]!._id, { stage: 'flower', roomId: flower, at: FLIP });
    await readings(inVeg, START, FLIP, 24);
    await readings(inFlower, '2026-02-21T00:00:00.000Z', NOW, 26);
    await rebuildRollups(t.database.db);
    run = await harvests.harvest(run, { groupId: run.groups[0]!._id, at: HARVEST });
    await harvests.weigh(run.harvests[0]!._id, { kind: 'wet', value: 3, unit: 'kg' });
    await harvests.weigh(run.harvests[0]!._id, { kind: 'dry', value: 655, unit: 'g' });
    await harvests.close(run.harvests[0]!._id);
    const photo = multipartForm(
      { note: 'Week six' },
      {
        filename: 'leaf.png',
        contentType: 'image/png',
        data: await solidImage('png', 120, 80),
      },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/runs/${run._id}/groups/${run.groups[0]!._id}/photos`,
      payload: photo.payload,
      headers: { ...photo.headers, ...member.auth },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  });
  afterEach(async () => {
    await t.close();
  });

  const download = async (query = '', who: TestUser = member) => {
    const response = await crop.call(who, 'GET', `/api/runs/${run._id}/report.pdf${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="${run.code}.pdf"`);
    // pdftotext puts a table's cells on lines of their own, blank lines between.
    const lines = (await pdfLines(response.rawPayload)).filter((line) => line.length > 0);
    return { bytes: response.rawPayload, lines };
  };

  it('prints the run, its stages and days, and figures equal to the climate and yields routes', async () => {
    const { bytes, lines } = await download('?lang=en');
    const text = lines.join('\n');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      `Run report ${run.code}`,
      'Spring flower',
      'Lemon Haze',
      'Flower Room',
      'Veg Room',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The timeline: each stage with its dates and days as the run page counts them (site zone).
    expect(text).toMatch(/Veg\n2026-03-01\n2026-03-11\n10\n/);
    expect(text).toMatch(/Flower\n2026-03-11\n2026-03-21\n10\n/);
    expect(text).toMatch(/Dry\n2026-03-21\nnow\n1\n/);

    // Climate by stage: the flower stage's mean temperature over the buckets the climate route answers.
    const climate = (await crop.call(member, 'GET', `/api/runs/${run._id}/climate`)).json<RunClimate>();
    const flowerBands = climate.bands.filter((band) => band.stage === 'flower');
    const inFlower = climate.points.filter((point) =>
      flowerBands.some((band) => point.ts >= band.from && point.ts < band.to),
    );
    expect(inFlower.length).toBeGreaterThan(100);
    const temperatures = inFlower.map((point) => point.temperature!);
    const mean = temperatures.reduce((a, b) => a + b, 0) / temperatures.length;
    const flowerRow = text.slice(text.indexOf('VPD in target %'));
    expect(flowerRow).toMatch(
      new RegExp(`Flower\\n${mean.toFixed(1).replace('.', '\\.')}\\n60\\.0\\n1\\.30\\n800\\n100\\n`),
    );

    // Yields: this run's and the earlier run's dry grams per plant, as `GET /api/yields` answers them.
    const yields = (await crop.call(member, 'GET', `/api/yields?by=run&strainId=${strainId}`)).json<Yields>();
    const mine = yields.rows.find((row) => row.key === run._id)!;
    const theirs = yields.rows.find((row) => row.key === earlier._id)!;
    expect([mine.dryPerPlant, theirs.dryPerPlant]).toEqual([65.5, 100]);
    expect(text).toContain(`${run.code} (this run)`);
    expect(text).toMatch(new RegExp(`${earlier.code}\\n2026-02-20\\n4\\n400\\.0\\n100\\.0\\n`));
    expect(text).toMatch(/\n10\n655\.0\n65\.5\n/);
    // The harvest: its wet and dry grams as the harvest route answers them.
    const harvest = (await crop.call(member, 'GET', `/api/harvests/${run.harvests[0]!._id}`)).json<Harvest>();
    const grams = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(text).toContain('2026-03-21 final');
    expect(text).toContain(
      ['', 10, grams.format(harvest.totals.wet), grams.format(harvest.totals.dry), '65.5', ''].join('\n'),
    );
    expect(grams.format(harvest.totals.wet)).toBe('3,000.0');
    // Events: the move to flower and the photo's note.
    expect(text).toContain('10 Lemon Haze to Flower in Flower Room');
    expect(text).toContain('Week six');
    expect(text).toContain(`${run.code} · 1 /`);
  });

  it('is in the language asked, else the reader’s, Hebrew right to left', async () => {
    const hebrew = await download('?lang=he');
    const text = hebrew.lines.join('\n');
    expect(text).toContain(`דוח מחזור ${run.code}`);
    expect(text).toContain('ציר זמן');
    expect(text).toContain('פריחה');
    const raw = await pdfRawLines(hebrew.bytes);
    // pdftotext opens a line it reads right to left with U+202B, Hebrew words in logical order.
    expect(raw.find((line) => line.includes('אקלים לפי שלב'))?.startsWith('\u202b')).toBe(true);
    expect((await download()).lines).toContain(`Run report ${run.code}`);
    const settings = await crop.call(member, 'PUT', '/api/me/notifications', {
      channels: { telegram: false, email: false, push: false },
      quietHours: null,
      minSeverity: 'warning',
      language: 'es',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await download()).lines).toContain(`Informe del ciclo ${run.code}`);
  });

  it('renders: page 1 as an image with the photo on a later page', async () => {
    const { bytes } = await download('?lang=en');
    const page = sharp(await firstPagePng(bytes));
    const { width, height } = await page.metadata();
    expect([width, height]).toEqual([497, 702]);
    const { data } = await page.greyscale().raw().toBuffer({ resolveWithObject: true });
    const inked = data.filter((value) => value < 128).length;
    expect(inked).toBeGreaterThan(2000);
  });

  it('says what a new run has not got yet: climate, harvest, yields', async () => {
    const empty = (await crop.room({ name: 'Empty Tent', kind: 'veg' }))._id;
    const strain = await crop.strain('Mango Kush');
    const fresh = await crop.run({
      groups: [{ strainId: strain, plantCount: 3, roomId: empty, stage: 'veg' }],
    });
    const response = await crop.call(member, 'GET', `/api/runs/${fresh._id}/report.pdf?lang=en`);
    expect(response.statusCode, response.body).toBe(200);
    const text = (await pdfLines(response.rawPayload)).join('\n');
    for (const expected of [
      fresh.code,
      'No climate was measured in the rooms of this run.',
      'Not harvested yet.',
      'Strain Mango Kush',
      'No closed harvest of this strain yet.',
      '3 Mango Kush to Veg in Empty Tent',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Photos');
  });

  it('answers 404 for an unknown run, 400 for an unknown language and 401 to nobody logged in', async () => {
    const unknown = await crop.call(member, 'GET', '/api/runs/nope/report.pdf');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'runs.not_found']);
    const badLanguage = await crop.call(member, 'GET', `/api/runs/${run._id}/report.pdf?lang=fr`);
    expect(badLanguage.statusCode).toBe(400);
    expect((await crop.call(null, 'GET', `/api/runs/${run._id}/report.pdf`)).statusCode).toBe(401);
  });
});
