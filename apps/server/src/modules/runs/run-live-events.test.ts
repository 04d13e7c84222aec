import { liveRunEventSchema, type LiveRunEvent } from '@canopy/shared/schemas/live-events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { openSseClient, type SseClient } from '../../testing/sse-client.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

/** The run events a stream has carried, each checked against the API's schema. */
const runEvents = (client: SseClient): LiveRunEvent[] =>
  client
    .events()
    .filter((event) => event.event === 'run')
    .map((event) => liveRunEventSchema.parse(JSON.parse(event.data)));

describe('run events on the live stream', () => {
  let t: TestContext;
  let stream: SseClient | undefined;
  beforeEach(async () => {
    t = await createTestContext('sqlite');
  });
  afterEach(async () => {
    stream?.close();
    await t.close();
  });

  it('tell every logged-in stream which run changed and how, after each write', async () => {
    const staff = await t.createUser('superuser');
    const member = await t.createUser('user');
    const crop = cropFixtures(t, staff);
    const strainId = await crop.strain('Blue Dream');
    const veg = (await crop.room({ name: 'Veg', kind: 'veg' }))._id;
    const flower = (await crop.room({ name: 'Flower', kind: 'flower' }))._id;
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    stream = await openSseClient(baseUrl, member.auth);

    const run = await crop.run({ groups: [{ strainId, plantCount: 10, roomId: veg, stage: 'veg' }] });
    const groupId = run.groups[0]!._id;
    const moved = await crop.move(run, groupId, { stage: 'flower', roomId: flower, plantCount: 4 });
    const loss = await crop.call(member, 'POST', `/api/runs/${run._id}/groups/${groupId}/losses`, {
      count: 1,
      reason: 'pest',
    });
    expect(loss.statusCode).toBe(200);
    const split = moved.events.at(-1)!;
    expect((await crop.call(staff, 'DELETE', `/api/runs/${run._id}/events/${split._id}`)).statusCode).toBe(
      200,
    );

    await stream.waitFor('four run events', (client) => runEvents(client).length === 4);
    expect(runEvents(stream).map(({ runId, name }) => [runId, name])).toEqual([
      [run._id, 'created'],
      [run._id, 'moved'],
      [run._id, 'loss'],
      [run._id, 'undone'],
    ]);
  });

  it('tell each run a feed or scouting was recorded on once, however many of its groups it reached', async () => {
    const staff = await t.createUser('superuser');
    const member = await t.createUser('user');
    const crop = cropFixtures(t, staff);
    const strainId = await crop.strain('Blue Dream');
    const flower = (await crop.room({ name: 'Flower', kind: 'flower' }))._id;
    const empty = (await crop.room({ name: 'Empty', kind: 'flower' }))._id;
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    stream = await openSseClient(baseUrl, member.auth);
    const group = { strainId, roomId: flower, stage: 'flower' };
    const a = await crop.run({
      groups: [
        { ...group, plantCount: 10 },
        { ...group, plantCount: 6 },
      ],
    });
    const b = await crop.run({ groups: [{ ...group, plantCount: 4 }] });

    const fed = await crop.call(member, 'POST', `/api/rooms/${flower}/feeds`, {
      volume: 20,
      volumeUnit: 'L',
      ecIn: 1.8,
      phIn: 6.1,
    });
    expect(fed.json<unknown[]>()).toHaveLength(3);
    const scouted = { pest: 'thrips', kind: 'insect', severity: 1 };
    expect((await crop.call(member, 'POST', `/api/rooms/${flower}/scouting`, scouted)).statusCode).toBe(201);
    // A room where nothing grows: the entry is kept for the room alone, and no run is told.
    expect((await crop.call(member, 'POST', `/api/rooms/${empty}/scouting`, scouted)).statusCode).toBe(201);
    // A last write, so any event still on its way would have arrived before it.
    const last = await crop.run({ groups: [{ ...group, plantCount: 1 }] });

    await stream.waitFor('seven run events', (client) => runEvents(client).length === 7);
    expect(runEvents(stream).map(({ runId, name }) => [runId, name])).toEqual([
      [a._id, 'created'],
      [b._id, 'created'],
      [a._id, 'feeding'],
      [b._id, 'feeding'],
      [a._id, 'feeding'],
      [b._id, 'feeding'],
      [last._id, 'created'],
    ]);
  });

  it('say nothing of a refused write', async () => {
    const member = await t.createUser('user');
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    stream = await openSseClient(baseUrl, member.auth);
    const refused = await cropFixtures(t, member).call(member, 'POST', '/api/runs', { groups: [] });
    expect(refused.statusCode).toBe(403);
    const crop = cropFixtures(t, await t.createUser('admin'));
    const strainId = await crop.strain('Gelato');
    const roomId = (await crop.room({ name: 'Tent', kind: 'veg' }))._id;
    await crop.run({ groups: [{ strainId, plantCount: 1, roomId, stage: 'veg' }] });
    await stream.waitFor('the one run event', (client) => runEvents(client).length === 1);
    expect(runEvents(stream).map((event) => event.name)).toEqual(['created']);
  });
});
