import type { RoomFeeding } from '@canopy/shared/schemas/feeding';
import { beforeEach, describe, expect, it } from 'vitest';
import { cropSuite, STAFF_AND_MEMBER } from '../../testing/crop-fixtures.ts';
import { protectionFixtures } from '../../testing/protection-fixtures.ts';
import { freshForEachTest } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const NOW = '2026-04-20T09:00:00.000Z';
const HOUR = 3_600_000;

describe.each(DIALECTS)("a room's feeds, scouting and treatments on %s", (dialect) => {
  const { t, staff, member, crop } = cropSuite(dialect, STAFF_AND_MEMBER, { at: NOW, staff: 'staff' });
  const protection = freshForEachTest(() => protectionFixtures(t, crop, staff));
  let flower: string;

  beforeEach(async () => {
    const strainId = await crop.strain('Lemon Haze');
    flower = (await crop.room({ name: 'Flower Room A', kind: 'flower' }))._id;
    // Two groups: every entry is two rows.
    for (const plantCount of [30, 10]) {
      await crop.run({
        startedAt: '2026-03-01T08:00:00.000Z',
        groups: [{ strainId, plantCount, roomId: flower, stage: 'flower' }],
      });
    }
  });

  const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * HOUR).toISOString();
  const read = async (query = '') => {
    const response = await crop.call(member, 'GET', `/api/rooms/${flower}/feeds${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RoomFeeding>();
  };

  it("lists the room's newest `limit` entries of each kind, newest first, each as its rows", async () => {
    const product = await protection.product();
    for (const hours of [5, 3, 1]) {
      await protection.scout(flower, { at: hoursAgo(hours), pest: `mites ${hours}` }, member);
      await protection.treat(flower, { productId: product._id, at: hoursAgo(hours) });
      const fed = await crop.call(member, 'POST', `/api/rooms/${flower}/feeds`, {
        at: hoursAgo(hours),
        volume: 40,
        volumeUnit: 'L',
        ecIn: 1.8,
        phIn: 6.1,
      });
      expect(fed.statusCode, fed.body).toBe(201);
    }
    const all = await read();
    expect(all.scouting.map((row) => row.pest)).toEqual([
      'mites 1',
      'mites 1',
      'mites 3',
      'mites 3',
      'mites 5',
      'mites 5',
    ]);
    expect(all.treatments.map((row) => row.at)).toEqual([1, 1, 3, 3, 5, 5].map(hoursAgo));
    expect(all.feeds.map((row) => row.at)).toEqual([1, 1, 3, 3, 5, 5].map(hoursAgo));
    // An entry's rows stay together, most plants first.
    expect(all.scouting.slice(0, 2).map((row) => row.plantCount)).toEqual([30, 10]);
    const two = await read('?limit=2');
    expect(two.scouting).toEqual(all.scouting.slice(0, 4));
    expect(two.treatments).toEqual(all.treatments.slice(0, 4));
    expect(two.feeds.map((row) => row.at)).toEqual([1, 1, 3, 3].map(hoursAgo));
  });

  it('answers 404 for an unknown room, 400 for a bad limit and 401 to nobody logged in', async () => {
    const unknown = await crop.call(member, 'GET', '/api/rooms/nope/feeds');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'rooms.not_found']);
    for (const limit of ['0', '201', 'ten']) {
      const bad = await crop.call(member, 'GET', `/api/rooms/${flower}/feeds?limit=${limit}`);
      expect(bad.statusCode, limit).toBe(400);
      expect(bad.json().details[0].path).toBe('querystring.limit');
    }
    expect((await crop.call(null, 'GET', `/api/rooms/${flower}/feeds`)).statusCode).toBe(401);
    expect(await read()).toEqual({ feeds: [], scouting: [], treatments: [] });
  });
});
