import { expect } from 'vitest';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Run } from '@canopy/shared/schemas/runs';
import type { DialectName } from '../db/database.ts';
import { freshForEachTest, signedInSuite, type Person, type SuiteOptions } from './signed-in-suite.ts';
import type { TestContext, TestUser } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Crop records made through the API as staff would, for the rooms, runs and site tests. */
export function cropFixtures(t: TestContext, staff: TestUser) {
  let counter = 0;
  const call = (who: TestUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });
  const ok = async <T>(method: Method, url: string, payload: object | undefined, status: number) => {
    const response = await call(staff, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  async function strain(name = `Strain ${(counter += 1)}`) {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return (await ok<{ _id: string }>('POST', '/api/admin/strains', { name, slug }, 201))._id;
  }
  const room = (body: object = {}) =>
    ok<Room>('POST', '/api/rooms', { name: `Room ${(counter += 1)}`, kind: 'flower', ...body }, 201);

  return {
    call,
    /** A device row as telemetry keeps it, with a latest climate reading. */
    async device(
      id = `dev${(counter += 1).toString().padStart(21, '0')}`,
      name = `Tent_${counter}`,
      kind: 'climate' | 'soil' | 'water' = 'climate',
    ) {
      await t.database.db
        .insertInto('devices')
        .values({
          id,
          kind,
          name,
          alerts_enabled: 1,
          cloud_online: 1,
          last_ts: t.clock.now().getTime(),
          last_heard_at: t.clock.now().getTime(),
          latest: JSON.stringify({ temperature: 24.5, humidity: 55 }),
          config: null,
          firmware: null,
          power_state: null,
          updated_at: t.clock.now().toISOString(),
        })
        .execute();
      return id;
    },
    strain,
    room,
    /** The places most run tests grow in: a strain, a veg room `Veg A` and a flower room, by their ids. */
    async strainAndRooms(strainName: string, flowerRoomName: string) {
      const strainId = await strain(strainName);
      const veg = (await room({ name: 'Veg A', kind: 'veg' }))._id;
      const flower = (await room({ name: flowerRoomName, kind: 'flower' }))._id;
      return { strainId, veg, flower };
    },
    run: (body: object) => ok<Run>('POST', '/api/runs', body, 201),
    move: (run: Run, groupId: string, body: object) =>
      ok<Run>('POST', `/api/runs/${run._id}/groups/${groupId}/events`, body, 200),
    getRun: (id: string) => ok<Run>('GET', `/api/runs/${id}`, undefined, 200),
  };
}

/** The crop tests' usual people: staff (a superuser) who make the records, and a plain member. */
export const STAFF_AND_MEMBER = { staff: 'superuser', member: 'user' } as const;

/**
 * The crop route tests' opening: signedInSuite's fresh context and people for each test, and crop
 * fixtures made for each test by the person named `staff`.
 */
export function cropSuite<const P extends Record<string, Person>>(
  dialect: DialectName,
  people: P & { t?: never; call?: never },
  options: Omit<SuiteOptions, 'per'> & { staff: keyof P & string },
) {
  const suite = signedInSuite(dialect, people, { ...options, per: 'test' });
  const crop = freshForEachTest(() => cropFixtures(suite.t, suite[options.staff]));
  return { ...suite, crop };
}
