import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUG_SORTS, sortBugs, type BugSort } from '@canopy/shared/bugs';
import type { Bug, BugsPage, BugSummary } from '@canopy/shared/schemas/bugs';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';

// The bugs page's list sorted, filtered, pinned and paged by the server, in exactly the order the page
// sorted the whole list in before (the shared `sortBugs`), page boundaries included.
describe.each(DIALECTS)('the bugs list a page at a time on %s', (dialect) => {
  let t: TestContext;
  let grower: TestUser;
  let admin: TestUser;
  /** Every bug made here, as the list shows it (refetched after the set-up). */
  let all: BugSummary[] = [];
  let trashedId = '';
  let twinIds: string[] = [];

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: grower.auth });
  const page = async (url: string): Promise<BugsPage> => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<BugsPage>();
  };

  /** Every page of a list, checking each page's size; the ids in order, and the pinned ones of page 1. */
  async function walk(query: string, limit: number): Promise<{ ids: string[]; pinned: string[] }> {
    const ids: string[] = [];
    const first = await page(`/api/bugs/page?limit=${limit}${query}`);
    let current = first;
    for (;;) {
      ids.push(...current.items.map((bug) => bug._id));
      if (!current.nextCursor) break;
      expect(current.items).toHaveLength(limit);
      current = await page(`/api/bugs/page?limit=${limit}${query}&cursor=${current.nextCursor}`);
      expect(current.pinned).toEqual([]);
    }
    return { ids, pinned: first.pinned.map((bug) => bug._id) };
  }

  beforeAll(async () => {
    t = await createTestContext(dialect);
    grower = await t.createUser('user');
    admin = await t.createUser('admin');
    const statuses = ['open', 'urgent', 'very_urgent', 'in_progress', 'closed', 'urgent', 'open', 'closed'];
    const made: Bug[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const [i, status] of statuses.entries()) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/bugs',
          headers: grower.auth,
          payload: { description: `bug ${round}-${i} ${status}` },
        });
        const bug = response.json<Bug>();
        made.push(bug);
        if (status !== 'open') {
          await t.app.inject({
            method: 'PATCH',
            url: `/api/bugs/${bug._id}/status`,
            headers: admin.auth,
            payload: { status },
          });
        }
        // Two bugs made in the same millisecond each round: the id decides between them.
        if (i !== 2) t.clock.advance(60_000);
      }
    }
    // Statuses a newer version wrote: shown raw, sorted after the known ones.
    await t.database.db
      .updateTable('bugs')
      .set({ status: 'waiting_parts' })
      .where('id', '=', made[0]!._id)
      .execute();
    await t.database.db
      .updateTable('bugs')
      .set({ status: 'triage' })
      .where('id', '=', made[9]!._id)
      .execute();
    trashedId = made[10]!._id;
    await t.app.inject({ method: 'DELETE', url: `/api/bugs/${trashedId}`, headers: admin.auth });
    twinIds = [made[2]!._id, made[3]!._id];

    // The whole list as the old endpoint gives it (with closed ones), from which each expectation is sorted.
    all = (await get('/api/bugs?includeClosed=true')).json<BugSummary[]>();
    expect(all).toHaveLength(statuses.length * 3 - 1);
  });
  afterAll(async () => {
    await t.close();
  });

  const open = () => all.filter((bug) => bug.status !== 'closed');
  const ids = (bugs: readonly BugSummary[]) => bugs.map((bug) => bug._id);

  it('the twins really share their creation time, so the id decides', () => {
    const twins = all.filter((bug) => twinIds.includes(bug._id));
    expect(twins).toHaveLength(2);
    expect(twins[0]!.createdAt).toBe(twins[1]!.createdAt);
  });

  it.each(BUG_SORTS)('sorts by %s exactly as the page did, across every page size', async (sort) => {
    const expected = ids(sortBugs(open(), sort));
    for (const limit of [1, 2, 3, 7, 100]) {
      expect((await walk(`&sort=${sort}`, limit)).ids, `limit ${limit}`).toEqual(expected);
    }
  });

  it.each(BUG_SORTS)('with closed bugs shown, sorts by %s exactly as the page did', async (sort) => {
    const expected = ids(sortBugs(all, sort));
    for (const limit of [2, 5, 100]) {
      expect((await walk(`&sort=${sort}&includeClosed=true`, limit)).ids, `limit ${limit}`).toEqual(expected);
    }
  });

  it('sorts by priority by default, and the default page holds 20', async () => {
    const first = await page('/api/bugs/page');
    expect(ids(first.items)).toEqual(ids(sortBugs(open(), 'priority')).slice(0, 20));
    expect(first.nextCursor).toBeNull();
  });

  it.each([
    ['urgent', false],
    ['open', false],
    ['triage', false],
    ['closed', true],
    ['closed', false],
    ['nothing_has_it', false],
  ] as const)('filters to status %s (closed shown: %s) in every sort', async (status, includeClosed) => {
    const pool = includeClosed ? all : open();
    for (const sort of BUG_SORTS) {
      const expected = ids(
        sortBugs(
          pool.filter((bug) => bug.status === status),
          sort,
        ),
      );
      const query = `&sort=${sort}&status=${status}${includeClosed ? '&includeClosed=true' : ''}`;
      expect((await walk(query, 2)).ids, `${sort}`).toEqual(expected);
    }
  });

  it('never lists a bug in the trash', async () => {
    expect((await walk('&includeClosed=true', 3)).ids).not.toContain(trashedId);
  });

  it('lists pins apart, first and in the sort, keeps them out of every page and says which still live', async () => {
    const sorted = sortBugs(open(), 'newest');
    const closedBug = all.find((bug) => bug.status === 'closed')!;
    const pins = [sorted[5]!._id, 'no-such-bug', sorted[1]!._id, closedBug._id, trashedId, sorted[8]!._id];
    const query = `&sort=newest&pinned=${pins.join(',')}`;
    const walked = await walk(query, 2);
    const pinnedOpen = [sorted[1]!._id, sorted[5]!._id, sorted[8]!._id];
    expect(walked.pinned).toEqual(pinnedOpen);
    expect(walked.ids).toEqual(ids(sorted).filter((id) => !pinnedOpen.includes(id)));
    const first = await page(`/api/bugs/page?limit=2${query}`);
    // Pins kept in the order the browser sent them; the closed, trashed and unknown ones dropped.
    expect(first.livePins).toEqual([sorted[5]!._id, sorted[1]!._id, sorted[8]!._id]);

    // A filter keeps only the pins it matches in `pinned`, and `livePins` still names every live pin.
    const status = sorted[5]!.status;
    const filtered = await page(`/api/bugs/page?sort=priority&status=${status}&pinned=${pins.join(',')}`);
    expect(ids(filtered.pinned)).toEqual(
      pinnedOpen.filter((id) => all.find((b) => b._id === id)!.status === status),
    );
    expect(filtered.livePins).toEqual(first.livePins);

    // With closed bugs shown a pinned closed bug is listed with the pins.
    const withClosed = await page(`/api/bugs/page?sort=newest&includeClosed=true&pinned=${closedBug._id}`);
    expect(ids(withClosed.pinned)).toEqual([closedBug._id]);
    expect(ids(withClosed.items)).not.toContain(closedBug._id);
    expect(withClosed.livePins).toEqual([]);
  });

  it('ends exactly at the last bug: a page that is full and last has no cursor', async () => {
    const count = open().length;
    const exact = await page(`/api/bugs/page?limit=${count}`);
    expect(exact.items).toHaveLength(count);
    expect(exact.nextCursor).toBeNull();
    const oneShort = await page(`/api/bugs/page?limit=${count - 1}`);
    expect(oneShort.nextCursor).not.toBeNull();
    const rest = await page(`/api/bugs/page?limit=${count - 1}&cursor=${oneShort.nextCursor}`);
    expect(ids(rest.items)).toEqual([ids(sortBugs(open(), 'priority')).at(-1)]);
    expect(rest.nextCursor).toBeNull();
  });

  it('a new bug on a later page does not repeat or skip the bugs already read', async () => {
    const first = await page('/api/bugs/page?sort=newest&limit=3');
    t.clock.advance(60_000);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/bugs',
      headers: grower.auth,
      payload: { description: 'arrived meanwhile' },
    });
    expect(made.statusCode).toBe(201);
    const second = await page(`/api/bugs/page?sort=newest&limit=3&cursor=${first.nextCursor}`);
    expect(ids(second.items)).toEqual(ids(sortBugs(open(), 'newest')).slice(3, 6));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/bugs/${made.json<Bug>()._id}/close`,
      headers: grower.auth,
    });
  });

  it.each([
    'cursor=bm9wZQ',
    'cursor=WyJhIl0',
    'limit=0',
    'limit=101',
    'sort=random',
    `pinned=${Array.from({ length: 101 }, (_, i) => `b${i}`).join(',')}`,
    'pinned=a,,b',
    `pinned=${'x'.repeat(65)}`,
  ])('refuses a bad query with a 400 (%#)', async (query) => {
    const response = await get(`/api/bugs/page?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed' });
  });

  it("refuses another sort's cursor", async () => {
    const byNewest = await page('/api/bugs/page?sort=newest&limit=2');
    const sorts: BugSort[] = ['priority', 'oldest', 'status'];
    for (const sort of sorts) {
      const response = await get(`/api/bugs/page?sort=${sort}&limit=2&cursor=${byNewest.nextCursor}`);
      expect(response.statusCode, sort).toBe(400);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bugs/page' })).statusCode).toBe(401);
  });
});
