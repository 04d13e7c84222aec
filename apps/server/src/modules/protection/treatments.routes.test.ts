import { LITRES_PER_GALLON } from '@canopy/shared/feeding';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Treatment } from '@canopy/shared/schemas/feeding';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { cropSuite } from '../../testing/crop-fixtures.ts';
import { protectionFixtures } from '../../testing/protection-fixtures.ts';
import { freshForEachTest } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const NOW = '2026-04-20T09:00:00.000Z';
const STARTED = '2026-03-01T08:00:00.000Z';
const HOUR = 3_600_000;

/** A spray of a dose per litre over a volume in gallons, with the fields a grower writes. */
const SPRAYED = {
  dose: 0.4,
  unit: 'ml/L',
  volume: 10,
  volumeUnit: 'gal',
  method: 'spray',
  target: 'thrips',
  applicator: 'Maya',
  note: 'Lights off',
} as const;

describe.each(DIALECTS)('treatment routes on %s', (dialect) => {
  const { t, staff, admin, member, crop } = cropSuite(
    dialect,
    { staff: 'superuser', admin: 'admin', member: 'user' },
    { at: NOW, staff: 'staff' },
  );
  const protection = freshForEachTest(() => protectionFixtures(t, crop, staff));
  let strainId: string;
  let flower: string;
  let other: string;

  beforeEach(async () => {
    strainId = await crop.strain('Lemon Haze');
    flower = (await crop.room({ name: 'Flower Room A', kind: 'flower' }))._id;
    other = (await crop.room({ name: 'Flower Room B', kind: 'flower' }))._id;
  });

  const growing = (plantCount: number, roomId = flower) =>
    crop.run({ startedAt: STARTED, groups: [{ strainId, plantCount, roomId, stage: 'flower' }] });
  const treatmentsUrl = (roomId: string) => `/api/rooms/${roomId}/treatments`;
  const roomTreatments = async (roomId: string) =>
    (await crop.call(member, 'GET', `/api/rooms/${roomId}/feeds`)).json<{ treatments: Treatment[] }>()
      .treatments;

  it("records a treatment per group with the product's intervals, the volume shared by plants", async () => {
    // Kiritimati is 14 hours ahead of UTC: 11:00 UTC on the 20th is 01:00 on the 21st there.
    await protection.zone('Pacific/Kiritimati', admin);
    const product = await protection.product();
    const big = await growing(30);
    const small = await growing(10);
    t.clock.set('2026-04-20T11:00:00.000Z');
    const rows = await protection.treat(flower, { productId: product._id, ...SPRAYED });
    expect(rows).toHaveLength(2);
    const litres = 10 * LITRES_PER_GALLON;
    expect(
      rows.map(({ runId, plantCount, share, litres: part }) => ({ runId, plantCount, share, part })),
    ).toEqual([
      { runId: big._id, plantCount: 30, share: 0.75, part: (litres * 30) / 40 },
      { runId: small._id, plantCount: 10, share: 0.25, part: litres - (litres * 30) / 40 },
    ]);
    expect(rows[0]).toMatchObject({
      roomId: flower,
      roomName: 'Flower Room A',
      at: '2026-04-20T11:00:00.000Z',
      productId: product._id,
      productName: 'Spinosad 480',
      activeIngredient: 'spinosad',
      // What was sent, kept as sent.
      ...SPRAYED,
      reEntryUntil: '2026-04-20T15:00:00.000Z',
      // Seven days after the site date of the treatment (the 21st in Kiritimati), not of its UTC date.
      harvestFrom: '2026-04-28',
      by: { id: staff.user._id },
    });
    const run = await crop.getRun(big._id);
    expect(run.treatments).toEqual([rows[0]]);
    expect(run.feedingTotals).toMatchObject({
      treatments: 1,
      products: [
        { productId: product._id, productName: 'Spinosad 480', amount: 0.4 * rows[0]!.litres!, unit: 'ml' },
      ],
    });
    expect(await roomTreatments(flower)).toEqual(rows);
  });

  it('keeps the intervals the product had then, null for none, and an amount for the room by share', async () => {
    const product = await protection.product({ reEntryHours: 0, preHarvestDays: 0, kind: 'biological' });
    await growing(20);
    await growing(20);
    const released = await protection.treat(flower, {
      productId: product._id,
      dose: 5000,
      unit: 'units',
      method: 'release',
    });
    expect(
      released.map(({ reEntryUntil, harvestFrom, litres, share }) => ({
        reEntryUntil,
        harvestFrom,
        litres,
        share,
      })),
    ).toEqual([
      { reEntryUntil: null, harvestFrom: null, litres: null, share: 0.5 },
      { reEntryUntil: null, harvestFrom: null, litres: null, share: 0.5 },
    ]);
    // A later change of the product's label does not rewrite what was recorded.
    const relabelled = await crop.call(staff, 'PUT', `/api/products/${product._id}`, {
      name: 'Swirskii',
      kind: 'biological',
      reEntryHours: 12,
      preHarvestDays: 3,
    });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    expect(
      (await roomTreatments(flower)).map((row) => [row.reEntryUntil, row.harvestFrom, row.productName]),
    ).toEqual([
      [null, null, 'Swirskii'],
      [null, null, 'Swirskii'],
    ]);
    // A room with nothing growing keeps its treatment as a row of its own, with the whole volume.
    const empty = await protection.treat(other, { productId: product._id, volume: 4, volumeUnit: 'L' });
    expect(empty).toMatchObject([{ runId: null, groupId: null, plantCount: 0, share: 1, litres: 4 }]);
    expect(empty[0]!.reEntryUntil).toBe(new Date(Date.parse(NOW) + 12 * HOUR).toISOString());
  });

  it('refuses an unknown or archived product and a volume without its unit, with details, writing nothing', async () => {
    await growing(10);
    const product = await protection.product();
    const archived = await protection.product({ name: 'Old oil' });
    const archive = await crop.call(staff, 'PUT', `/api/products/${archived._id}`, {
      name: 'Old oil',
      kind: 'pesticide',
      archived: true,
    });
    expect(archive.statusCode, archive.body).toBe(200);
    const base = { productId: product._id, dose: 1, unit: 'ml/L', method: 'spray' };
    const cases: [object, string][] = [
      [{ productId: 'no-such-product' }, 'body.productId'],
      [{ productId: archived._id }, 'body.productId'],
      [{ volume: 5 }, 'body.volumeUnit'],
      [{ volumeUnit: 'L' }, 'body.volume'],
      [{ volume: 5, volumeUnit: null }, 'body.volumeUnit'],
      [{ volume: 0, volumeUnit: 'L' }, 'body.volume'],
      [{ unit: 'ml/l' }, 'body.unit'],
      [{ method: 'fog' }, 'body.method'],
      [{ dose: 0 }, 'body.dose'],
      [{ at: '2026-04-20T09:05:00.000Z' }, 'body.at'],
    ];
    for (const [change, path] of cases) {
      const response = await crop.call(staff, 'POST', treatmentsUrl(flower), { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json(), JSON.stringify(change)).toMatchObject({
        code: 'validation.failed',
        details: [{ path }],
      });
    }
    const noRoom = await crop.call(staff, 'POST', treatmentsUrl('nope'), base);
    expect([noRoom.statusCode, noRoom.json().code]).toEqual([404, 'rooms.not_found']);
    expect(await roomTreatments(flower)).toEqual([]);
  });

  it('lets staff treat: a plain user 403, nobody logged in 401', async () => {
    await growing(10);
    const product = await protection.product();
    const body = { productId: product._id, dose: 1, unit: 'ml/L', method: 'spray' };
    expect((await crop.call(member, 'POST', treatmentsUrl(flower), body)).statusCode).toBe(403);
    expect((await crop.call(null, 'POST', treatmentsUrl(flower), body)).statusCode).toBe(401);
    expect((await crop.call(admin, 'POST', treatmentsUrl(flower), body)).statusCode).toBe(201);
    expect(await roomTreatments(flower)).toHaveLength(1);
  });

  it('takes a treatment queued offline once', async () => {
    await growing(10);
    const product = await protection.product();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: treatmentsUrl(flower),
        headers: { ...staff.auth, 'idempotency-key': '9d3f2a1b-4c5e-4f6a-8b7c-1d2e3f4a5b6c' },
        payload: { productId: product._id, dose: 1, unit: 'ml/L', method: 'spray' },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await roomTreatments(flower)).toHaveLength(1);
  });

  it('audits each treatment against its room with the intervals it set', async () => {
    const run = await growing(10);
    const product = await protection.product();
    const rows = await protection.treat(flower, { productId: product._id, target: 'thrips' });
    const entries = (await storedEntries(t, 'update')).filter((entry) => entry.entity === 'room');
    expect(entries).toHaveLength(1);
    const entryId = rows[0]!.entryId;
    expect(entries[0]).toMatchObject({
      actorId: staff.user._id,
      entityId: flower,
      summary: 'Room "Flower Room A": treated with "Spinosad 480"',
      changes: {
        [`treatment.${entryId}`]: [
          null,
          {
            productId: product._id,
            dose: 0.4,
            unit: 'ml/L',
            volume: null,
            volumeUnit: null,
            method: 'spray',
            target: 'thrips',
            applicator: '',
          },
        ],
        [`treatment.${entryId}.reEntryUntil`]: [null, '2026-04-20T13:00:00.000Z'],
        [`treatment.${entryId}.harvestFrom`]: [null, '2026-04-27'],
        [`treatment.${entryId}.groupIds`]: [null, [run.groups[0]!._id]],
      },
    });
  });

  it("shows a room's re-entry until it passes, the latest of its treatments, in the list and alone", async () => {
    const product = await protection.product({ reEntryHours: 4 });
    const longer = await protection.product({ name: 'Pyrethrin', reEntryHours: 12 });
    await growing(10);
    const reEntryOf = async () => {
      const list = (await crop.call(member, 'GET', '/api/rooms')).json<Room[]>();
      const one = (await crop.call(member, 'GET', `/api/rooms/${flower}`)).json<Room>();
      expect(list.find((room) => room._id === flower)!.reEntryUntil).toBe(one.reEntryUntil);
      expect(list.find((room) => room._id === other)!.reEntryUntil).toBeNull();
      return one.reEntryUntil;
    };
    expect(await reEntryOf()).toBeNull();
    // Given 2 hours ago with 12 hours of re-entry, then now with 4: the first ends last, and shows.
    await protection.treat(flower, {
      productId: longer._id,
      at: new Date(Date.parse(NOW) - 2 * HOUR).toISOString(),
    });
    await protection.treat(flower, { productId: product._id });
    expect(await reEntryOf()).toBe('2026-04-20T19:00:00.000Z');
    t.clock.advance(10 * HOUR - 1);
    expect(await reEntryOf()).toBe('2026-04-20T19:00:00.000Z');
    t.clock.advance(1);
    expect(await reEntryOf()).toBeNull();
  });
});
