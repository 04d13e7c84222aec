import type { Feed, Product } from '@canopy/shared/schemas/feeding';
import type { RunClimate } from '@canopy/shared/schemas/run-climate';
import type { Run } from '@canopy/shared/schemas/runs';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedEntries } from '../../testing/audit-entries.ts';
import { feedingSuite } from '../../testing/feeding-fixtures.ts';
import type { TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const NOW = '2026-04-20T09:00:00.000Z';
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * DAY).toISOString();
const MISSING = '0190f000-0000-7000-8000-000000000000';

describe.each(DIALECTS)('room feeds on %s', (dialect) => {
  const { t, staff, member, crop, feeding } = feedingSuite(dialect, 'superuser', NOW);
  let strainId: string;
  let veg: string;
  let flower: string;
  let dry: string;
  let base: Product;
  let calmag: Product;

  beforeEach(async () => {
    strainId = await crop.strain('Lemon Haze');
    veg = (await crop.room({ name: 'Veg', kind: 'veg' }))._id;
    flower = (await crop.room({ name: 'Flower', kind: 'flower' }))._id;
    dry = (await crop.room({ name: 'Dry', kind: 'dry' }))._id;
    base = await feeding.product({ name: 'Base A' });
    calmag = await feeding.product({ name: 'CalMag', kind: 'additive' });
  });

  /**
   * Two runs flowering in one room: A's 30 plants since 30 days ago, B's 10 moved in from veg 10 days ago
   * (so A's row comes first).
   */
  async function twoRuns(): Promise<{ a: Run; b: Run }> {
    const a = await crop.run({
      startedAt: daysAgo(30),
      groups: [{ strainId, plantCount: 30, roomId: flower, stage: 'flower' }],
    });
    let b = await crop.run({
      startedAt: daysAgo(40),
      groups: [{ strainId, plantCount: 10, roomId: veg, stage: 'veg' }],
    });
    b = await crop.move(b, b.groups[0]!._id, { stage: 'flower', roomId: flower, at: daysAgo(10) });
    return { a, b };
  }
  const post = (who: TestUser, roomId: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/rooms/${roomId}/feeds`,
      headers: { ...who.auth, ...headers },
      payload,
    });
  const body = { volume: 100, volumeUnit: 'L', ecIn: 1.8, phIn: 6.1 };
  const details = (response: { body: string }) =>
    (JSON.parse(response.body) as { details: { path: string; message: string }[] }).details;
  const feedRows = () => t.database.db.selectFrom('feeds').selectAll().execute();

  it("writes one row per group growing in the room, the volume shared by their plants, the recipe's items", async () => {
    const { a, b } = await twoRuns();
    const recipe = await feeding.recipe({
      name: 'Flower week 3',
      stage: 'flower',
      week: 3,
      items: [
        { productId: base._id, dose: 2, unit: 'ml/L' },
        { productId: calmag._id, dose: 0.5, unit: 'g/L' },
      ],
    });
    const response = await post(member, flower, {
      ...body,
      recipeId: recipe._id,
      ecRunoff: 2.4,
      phRunoff: 6.4,
    });
    expect(response.statusCode, response.body).toBe(201);
    const rows = response.json<Feed[]>();
    const items = [
      { productId: base._id, productName: 'Base A', dose: 2, unit: 'ml/L' },
      { productId: calmag._id, productName: 'CalMag', dose: 0.5, unit: 'g/L' },
    ];
    const common = {
      roomId: flower,
      roomName: 'Flower',
      at: NOW,
      note: '',
      createdAt: NOW,
      volume: 100,
      volumeUnit: 'L',
      recipeId: recipe._id,
      recipeName: 'Flower week 3',
      items,
      ecIn: 1.8,
      phIn: 6.1,
      ecRunoff: 2.4,
      phRunoff: 6.4,
    };
    expect(rows.map(({ _id: _, ...row }) => row)).toEqual([
      {
        ...common,
        entryId: rows[0]!.entryId,
        runId: a._id,
        groupId: a.groups[0]!._id,
        plantCount: 30,
        share: 0.75,
        litres: 75,
        by: { id: member.user._id, login: member.user.email, displayName: member.user.email.split('@')[0] },
      },
      {
        ...common,
        entryId: rows[0]!.entryId,
        runId: b._id,
        groupId: b.groups[0]!._id,
        plantCount: 10,
        share: 0.25,
        litres: 25,
        by: rows[0]!.by,
      },
    ]);
    // Each run lists its own row, with totals from it.
    const runA = await crop.getRun(a._id);
    expect(runA.feeds).toEqual([rows[0]]);
    expect(runA.feedingTotals).toEqual({
      feeds: 1,
      litres: 75,
      products: [
        { productId: base._id, productName: 'Base A', amount: 150, unit: 'ml' },
        { productId: calmag._id, productName: 'CalMag', amount: 37.5, unit: 'g' },
      ],
      scouting: 0,
      treatments: 0,
    });
    expect((await crop.getRun(b._id)).feeds).toEqual([rows[1]]);
    // Audited once for the entry, in the room's name.
    const entries = (await storedEntries(t)).filter(
      (entry) => entry.entity === 'room' && entry.action === 'create',
    );
    expect(entries.filter((entry) => entry.summary.includes('feed'))).toEqual([
      expect.objectContaining({
        actorId: member.user._id,
        entityId: flower,
        summary: 'Room "Flower": a feed of 100 L recorded for 2 groups',
        changes: expect.objectContaining({
          [`feed.${rows[0]!.entryId}.volume`]: [null, 100],
          [`feed.${rows[0]!.entryId}.groupIds`]: [null, [a.groups[0]!._id, b.groups[0]!._id]],
        }),
      }),
    ]);
  });

  it('counts a gallon as 3.785411784 L and shares it so the rows add up to the whole', async () => {
    await twoRuns();
    const third = await crop.run({ groups: [{ strainId, plantCount: 20, roomId: flower, stage: 'flower' }] });
    const rows = await feeding.feed(flower, { volume: 10, volumeUnit: 'gal' });
    expect(rows.map((row) => row.volume)).toEqual([10, 10, 10]);
    expect(rows.map((row) => row.volumeUnit)).toEqual(['gal', 'gal', 'gal']);
    expect(rows.reduce((sum, row) => sum + row.litres, 0)).toBe(37.85411784);
    // Most plants first.
    expect(rows.map((row) => row.plantCount)).toEqual([30, 20, 10]);
    expect(rows[0]!.litres).toBeCloseTo((37.85411784 * 30) / 60, 12);
    expect(rows[1]!.litres).toBeCloseTo((37.85411784 * 20) / 60, 12);
    expect(rows[2]!.litres).toBeCloseTo((37.85411784 * 10) / 60, 12);
    expect((await crop.getRun(third._id)).feedingTotals.litres).toBe(rows[1]!.litres);
  });

  it("a run's totals are the sums of its rows over several feeds, listed oldest first", async () => {
    const { a } = await twoRuns();
    const older = await feeding.feed(flower, {
      at: daysAgo(2),
      volume: 40,
      items: [{ productId: base._id, dose: 2, unit: 'ml/L' }],
    });
    const newer = await feeding.feed(flower, {
      at: daysAgo(1),
      volume: 8,
      volumeUnit: 'gal',
      items: [
        { productId: base._id, dose: 1.5, unit: 'ml/L' },
        { productId: calmag._id, dose: 0.3, unit: 'g/L' },
      ],
    });
    const run = await crop.getRun(a._id);
    const mine = [older[0]!, newer[0]!];
    expect(run.feeds).toEqual(mine);
    const litres = mine[0]!.litres + mine[1]!.litres;
    expect(run.feedingTotals.feeds).toBe(2);
    expect(run.feedingTotals.litres).toBeCloseTo(litres, 12);
    expect(run.feedingTotals.litres).toBeCloseTo(30 + 8 * 3.785411784 * 0.75, 12);
    expect(run.feedingTotals.products).toEqual([
      {
        productId: base._id,
        productName: 'Base A',
        amount: expect.closeTo(2 * mine[0]!.litres + 1.5 * mine[1]!.litres, 9),
        unit: 'ml',
      },
      {
        productId: calmag._id,
        productName: 'CalMag',
        amount: expect.closeTo(0.3 * mine[1]!.litres, 9),
        unit: 'g',
      },
    ]);
  });

  it('feeds the groups standing in the room at `at`: a backdated feed finds them where they were', async () => {
    const { b } = await twoRuns();
    // Eleven days ago B's group was still in veg, with 10 plants; 3 of them died 5 days ago.
    await crop.call(staff, 'POST', `/api/runs/${b._id}/groups/${b.groups[0]!._id}/losses`, {
      count: 3,
      reason: 'died',
      at: daysAgo(5),
    });
    const inVeg = await feeding.feed(veg, { at: daysAgo(11) });
    expect(inVeg.map((row) => [row.groupId, row.plantCount, row.litres])).toEqual([
      [b.groups[0]!._id, 10, 100],
    ]);
    const summaries = (await storedEntries(t))
      .filter((one) => one.entityId === veg)
      .map((one) => one.summary);
    expect(summaries).toContain('Room "Veg": a feed of 100 L recorded for 1 group');
    const inFlower = await feeding.feed(flower, { at: daysAgo(6) });
    expect(inFlower.map((row) => row.plantCount)).toEqual([30, 10]);
    expect((await feeding.feed(flower)).map((row) => row.plantCount)).toEqual([30, 7]);
    // The veg room is empty now, and a split off to dry is not fed with the flower room.
    const empty = await post(staff, veg, body);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'feeding.room_empty' });
    await crop.move(b, b.groups[0]!._id, { stage: 'dry', roomId: flower, plantCount: 2 });
    expect((await feeding.feed(flower)).map((row) => row.plantCount)).toEqual([30, 5]);
    const drying = await post(staff, dry, body);
    expect(drying.statusCode).toBe(409);
  });

  it('refuses an unknown room (404), a future instant, and bad or unknown input, each at its field', async () => {
    await twoRuns();
    const unknownRoom = await post(staff, MISSING, body);
    expect(unknownRoom.statusCode).toBe(404);
    expect(unknownRoom.json()).toMatchObject({ code: 'rooms.not_found' });
    const future = await post(staff, flower, {
      ...body,
      at: new Date(Date.parse(NOW) + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(details(future)).toEqual([{ path: 'body.at', message: 'in the future' }]);
    const ranges = await post(staff, flower, {
      ...body,
      ecIn: 20.5,
      phIn: -1,
      phRunoff: 14.1,
      volumeUnit: 'pint',
    });
    expect(ranges.statusCode).toBe(400);
    expect(
      details(ranges)
        .map((detail) => detail.path)
        .sort(),
    ).toEqual(['body.ecIn', 'body.phIn', 'body.phRunoff', 'body.volumeUnit']);
    const noUnit = await post(staff, flower, { ...body, items: [{ productId: base._id, dose: 2 }] });
    expect(details(noUnit).map((detail) => detail.path)).toEqual(['body.items.0.unit']);
    const unknownRecipe = await post(staff, flower, { ...body, recipeId: MISSING });
    expect(unknownRecipe.statusCode).toBe(400);
    expect(details(unknownRecipe)).toEqual([{ path: 'body.recipeId', message: 'no such recipe' }]);
    const archived = await feeding.recipe({ name: 'Old', archived: true });
    expect(details(await post(staff, flower, { ...body, recipeId: archived._id }))).toEqual([
      { path: 'body.recipeId', message: 'the recipe is archived' },
    ]);
    const unknownProduct = await post(staff, flower, {
      ...body,
      items: [
        { productId: base._id, dose: 2, unit: 'ml/L' },
        { productId: MISSING, dose: 1, unit: 'ml/L' },
      ],
    });
    expect(unknownProduct.statusCode).toBe(400);
    expect(details(unknownProduct)).toEqual([{ path: 'body.items.1.productId', message: 'no such product' }]);
    expect(await feedRows()).toEqual([]);
  });

  it("items given replace the recipe's, which the rows still name", async () => {
    await twoRuns();
    const recipe = await feeding.recipe({ items: [{ productId: base._id, dose: 2, unit: 'ml/L' }] });
    const rows = await feeding.feed(flower, {
      recipeId: recipe._id,
      items: [{ productId: calmag._id, dose: 1, unit: 'g/L' }],
    });
    expect(rows[0]).toMatchObject({
      recipeId: recipe._id,
      recipeName: 'Veg week 1',
      items: [{ productId: calmag._id, productName: 'CalMag', dose: 1, unit: 'g/L' }],
    });
    // A plain water feed: no recipe, no items.
    expect((await feeding.feed(flower))[0]).toMatchObject({ recipeId: null, recipeName: null, items: [] });
  });

  it('writes all rows or none: a failure at the second row leaves no row and no audit entry', async () => {
    const { b } = await twoRuns();
    // A trigger refuses the second group's row (B's, later in the room), after the first was written.
    const second = b.groups[0]!._id;
    if (dialect === 'sqlite') {
      await sql
        .raw(
          `CREATE TRIGGER refuse_feed BEFORE INSERT ON feeds WHEN NEW.group_id = '${second}' ` +
            `BEGIN SELECT RAISE(ABORT, 'planted failure'); END`,
        )
        .execute(t.database.db);
    } else {
      await sql
        .raw(
          `CREATE FUNCTION refuse_feed() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'planted failure'; END $$ ` +
            'LANGUAGE plpgsql',
        )
        .execute(t.database.db);
      await sql
        .raw(
          `CREATE TRIGGER refuse_feed BEFORE INSERT ON feeds FOR EACH ROW WHEN (NEW.group_id = '${second}') ` +
            'EXECUTE FUNCTION refuse_feed()',
        )
        .execute(t.database.db);
    }
    const before = (await storedEntries(t)).length;
    const response = await post(staff, flower, body);
    expect(response.statusCode).toBe(500);
    expect(await feedRows()).toEqual([]);
    expect(await storedEntries(t)).toHaveLength(before);
  });

  it('takes a feed queued offline once, whatever the replays', async () => {
    await twoRuns();
    const key = { 'idempotency-key': '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b' };
    const first = await post(member, flower, body, key);
    const again = await post(member, flower, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await feedRows()).toHaveLength(2);
    expect(new Set((await feedRows()).map((row) => row.entry_id)).size).toBe(1);
  });

  it("lists a room's latest entries, newest first, as their rows", async () => {
    await twoRuns();
    const first = await feeding.feed(flower, { at: daysAgo(3) });
    const second = await feeding.feed(flower, { at: daysAgo(2) });
    const third = await feeding.feed(flower, { at: daysAgo(1) });
    expect(await t.services.feeding.feedsOfRoom(flower, 2)).toEqual([...third, ...second]);
    expect((await t.services.feeding.feedsOfRoom(flower, 10)).map((row) => row.entryId)).toEqual(
      [third, second, first].flatMap((rows) => rows.map((row) => row.entryId)),
    );
    expect(await t.services.feeding.feedsOfRoom(veg, 10)).toEqual([]);
  });

  it("marks the group's feeds on its climate, and a split group's those given before it split", async () => {
    const { a } = await twoRuns();
    await feeding.feed(flower, { at: daysAgo(5), volume: 48, ecIn: 1.8 });
    const after = await crop.move(a, a.groups[0]!._id, {
      stage: 'dry',
      roomId: dry,
      at: daysAgo(3),
      plantCount: 6,
    });
    const child = after.groups.find((group) => group.parentGroupId === a.groups[0]!._id)!;
    await feeding.feed(flower, { at: daysAgo(1), volume: 40, ecIn: 2 });
    const marks = async (groupId: string) =>
      (await crop.call(member, 'GET', `/api/runs/${a._id}/climate?groupId=${groupId}`))
        .json<RunClimate>()
        .marks.filter((mark) => mark.kind === 'feed');
    expect(await marks(a.groups[0]!._id)).toEqual([
      {
        ts: Date.parse(daysAgo(5)),
        kind: 'feed',
        text: 'Feed 36 L, EC 1.8',
        stage: null,
        roomName: null,
        count: null,
        reason: null,
      },
      // 24 of the room's 34 plants.
      {
        ts: Date.parse(daysAgo(1)),
        kind: 'feed',
        text: 'Feed 28.2 L, EC 2',
        stage: null,
        roomName: null,
        count: null,
        reason: null,
      },
    ]);
    expect((await marks(child._id)).map((mark) => mark.text)).toEqual(['Feed 36 L, EC 1.8']);
  });
});
