import type { RoomFeeding, Scouting } from '@canopy/shared/schemas/feeding';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Run } from '@canopy/shared/schemas/runs';
import type { Task } from '@canopy/shared/schemas/tasks';
import { daysBetweenDates, localDate } from '@canopy/shared/site-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { seedDemoRuns, seedDemoStrains } from '../../testing/demo-seeds.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { seedDemoFeeding } from './seed-demo-feeding.ts';
import { seedDemoProtection } from './seed-demo-protection.ts';

const NOW = '2026-11-28T10:00:00.000Z';
const ZONE = 'Asia/Jerusalem';

describe('demo plant protection', () => {
  let t: TestContext;
  let auth: Record<string, string>;
  let runs: Run[];
  let rooms: Room[];
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    t.clock.set(NOW);
    const admin = await t.createUser('admin');
    auth = admin.auth;
    const { services } = t;
    await seedDemoStrains(t);
    const flowerA = await cropFixtures(t, admin).device(undefined, 'Flower_Room_A');
    await seedDemoRuns(t, (label: string) => (label === 'Flower_Room_A' ? flowerA : undefined));
    const common = {
      users: services.usersRepository,
      runs: services.runs,
      rooms: services.rooms,
      zone: services.siteZone,
      clock: t.clock,
    };
    await seedDemoFeeding({ ...common, ...services.feeding });
    const deps = { ...common, products: services.feeding.products, ...services.protection };
    await seedDemoProtection(deps);
    await seedDemoProtection(deps);
    runs = await Promise.all((await services.runs.list({})).map((run) => services.runs.get(run._id)));
    rooms = await services.rooms.list();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string) => (await t.app.inject({ url, headers: auth })).json<T>();
  const entriesOf = (rows: readonly Scouting[]) => [
    ...new Map(rows.map((row) => [row.entryId, row])).values(),
  ];

  it('keeps a spinosad spray, a potassium bicarbonate fungicide and Amblyseius swirskii, once', async () => {
    const products = await t.services.feeding.products.list({ archived: 'true' });
    const protection = products.filter((product) => ['pesticide', 'biological'].includes(product.kind));
    expect(
      protection.map(({ name, kind, reEntryHours, preHarvestDays }) => [
        name,
        kind,
        reEntryHours,
        preHarvestDays,
      ]),
    ).toEqual([
      ['Amblyseius swirskii', 'biological', 0, 0],
      ['Potassium bicarbonate', 'pesticide', 4, 0],
      ['Spinosad 480 SC', 'pesticide', 4, 7],
    ]);
    // The feeding products are still there: the protection seed came after them.
    expect(products.length).toBeGreaterThan(protection.length);
  });

  it('scouts each room weekly while plants grow in it, mostly nothing, one outbreak with its follow-up', async () => {
    const all: Scouting[] = [];
    for (const room of rooms) {
      const { scouting } = await get<RoomFeeding>(`/api/rooms/${room._id}/feeds?limit=200`);
      const entries = entriesOf(scouting);
      all.push(...entries);
      // Weekly: every two rounds of a room are a multiple of 7 site days apart, all at 08:00.
      const days = entries.map((entry) => localDate(entry.at, ZONE));
      for (let i = 1; i < days.length; i += 1) expect(daysBetweenDates(days[i]!, days[i - 1]!) % 7).toBe(0);
    }
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter((entry) => entry.severity <= 1).length).toBe(all.length - 1);
    expect(all.filter((entry) => entry.severity === 0).length).toBeGreaterThan(all.length / 2);
    const [outbreak] = all.filter((entry) => entry.severity >= 2);
    expect(outbreak).toMatchObject({ roomName: 'Flower Room A', pest: 'spider mites', severity: 2 });
    expect(localDate(outbreak!.at, ZONE)).toBe('2026-11-27');
    const task = await get<Task>(`/api/tasks/${outbreak!.taskId}`);
    expect(task).toMatchObject({
      description: 'Follow up: spider mites (severity 2) in Flower Room A',
      dueAt: '2026-11-28',
      status: 'in_progress',
    });
    // Rooms are scouted only while their plants grow: the run page shows its own rounds.
    const active = runs.filter((run) => run.state === 'active');
    expect(active.every((run) => run.scouting.length > 0)).toBe(true);
  });

  it("treats the active runs, the last spray so recent that Flower Room A's re-entry still runs", async () => {
    const active = runs.filter((run) => run.state === 'active');
    expect(active.every((run) => run.treatments.length > 0)).toBe(true);
    const listed = await get<Room[]>('/api/rooms');
    const flowerA = listed.find((room) => room.name === 'Flower Room A')!;
    expect(flowerA.reEntryUntil).not.toBeNull();
    expect(Date.parse(flowerA.reEntryUntil!)).toBeGreaterThan(Date.parse(NOW));
    expect(listed.filter((room) => room.reEntryUntil !== null)).toHaveLength(1);
    const methods = new Set(active.flatMap((run) => run.treatments.map((row) => row.method)));
    expect([...methods].sort()).toEqual(['release', 'spray']);
  });

  it('treated the finished runs too, never inside the pre-harvest interval of their recorded harvests', async () => {
    const finished = runs.filter((run) => run.state === 'closed');
    expect(finished.every((run) => run.treatments.length > 0)).toBe(true);
    expect(finished.some((run) => run.treatments.some((row) => row.harvestFrom !== null))).toBe(true);
    for (const run of finished) {
      const parentOf = new Map(run.groups.map((group) => [group._id, group.parentGroupId]));
      for (const harvest of run.harvests) {
        const lineage: string[] = [];
        for (let id: string | null | undefined = harvest.groupId; id; id = parentOf.get(id)) lineage.push(id);
        const day = localDate(harvest.at, ZONE);
        const holding = run.treatments.filter(
          (row) =>
            row.groupId !== null &&
            lineage.includes(row.groupId) &&
            row.at <= harvest.at &&
            row.harvestFrom !== null &&
            row.harvestFrom > day,
        );
        expect(holding, run.name).toEqual([]);
      }
    }
  });
});
