import { describe, expect, it } from 'vitest';
import type { Bug, BugSummary, ClosedBugsPage } from '@canopy/shared/schemas/bugs';
import { DIALECTS } from '../../testing/test-databases.ts';
import { signedInSuite } from '../../testing/signed-in-suite.ts';

describe.each(DIALECTS)('bugs routes on %s', (dialect) => {
  const { t, creator, other, superuser, admin, call } = signedInSuite(
    dialect,
    { creator: ['user', 'creator@example.test'], other: 'user', superuser: 'superuser', admin: 'admin' },
    { per: 'describe' },
  );

  async function report(description = 'Pump 3 leaks'): Promise<Bug> {
    const response = await call(creator, 'POST', '/api/bugs', { description, details: 'Under the bench' });
    expect(response.statusCode).toBe(201);
    return response.json<Bug>();
  }

  it('a user reports a bug; the author comes from the token, never from the body', async () => {
    const response = await call(creator, 'POST', '/api/bugs', {
      description: '  Fan is noisy  ',
      details: 'Room 2',
      login: 'admin@example.test',
      displayName: 'The Admin',
      createdBy: { id: admin.user._id, login: 'admin', displayName: 'Admin' },
      status: 'closed',
      _id: 'chosen-id',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const bug = response.json<Bug>();
    expect(bug).toMatchObject({
      description: 'Fan is noisy',
      details: 'Room 2',
      status: 'open',
      createdBy: { id: creator.user._id, login: 'creator@example.test', displayName: 'creator' },
      comments: [],
      photos: [],
    });
    expect(bug._id).not.toBe('chosen-id');
    expect(bug.createdAt).toBe(t.clock.now().toISOString());
  });

  it('refuses a blank description', async () => {
    const response = await call(creator, 'POST', '/api/bugs', { description: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed' });
  });

  it('lists open bugs for any logged-in user, closed ones only with includeClosed=true', async () => {
    const open = await report('still open');
    const closed = await report('to close');
    expect((await call(creator, 'PATCH', `/api/bugs/${closed._id}/close`)).statusCode).toBe(200);
    const ids = (await call(other, 'GET', '/api/bugs')).json<Bug[]>().map((b) => b._id);
    expect(ids).toContain(open._id);
    expect(ids).not.toContain(closed._id);
    const all = (await call(other, 'GET', '/api/bugs?includeClosed=true')).json<Bug[]>().map((b) => b._id);
    expect(all).toEqual(expect.arrayContaining([open._id, closed._id]));
  });

  describe.each([
    ['the creator', () => creator, true],
    ['another user', () => other, false],
    ['a superuser', () => superuser, true],
    ['an admin', () => admin, true],
  ] as const)('%s', (_name, who, mayEdit) => {
    it(`${mayEdit ? 'may' : 'may not'} edit and close the bug`, async () => {
      const bug = await report();
      const edit = await call(who(), 'PATCH', `/api/bugs/${bug._id}`, {
        description: 'Edited',
        details: 'More',
      });
      const close = await call(who(), 'PATCH', `/api/bugs/${bug._id}/close`);
      const after = (await call(admin, 'GET', `/api/bugs/${bug._id}`)).json<Bug>();
      if (mayEdit) {
        expect(edit.statusCode).toBe(200);
        expect(close.statusCode).toBe(200);
        expect(after).toMatchObject({ description: 'Edited', details: 'More', status: 'closed' });
      } else {
        expect(edit.statusCode).toBe(403);
        expect(close.statusCode).toBe(403);
        expect(edit.json()).toMatchObject({ code: 'auth.forbidden' });
        expect(after).toMatchObject({ description: bug.description, status: 'open' });
      }
    });
  });

  it('only a superuser or an admin sets any status, and only a known one', async () => {
    const bug = await report();
    const byCreator = await call(creator, 'PATCH', `/api/bugs/${bug._id}/status`, { status: 'urgent' });
    expect(byCreator.statusCode).toBe(403);
    t.clock.advance(60_000);
    const bySuperuser = await call(superuser, 'PATCH', `/api/bugs/${bug._id}/status`, {
      status: 'very_urgent',
    });
    expect(bySuperuser.statusCode).toBe(200);
    expect(bySuperuser.json()).toMatchObject({
      status: 'very_urgent',
      statusChangedAt: t.clock.now().toISOString(),
    });
    const byAdmin = await call(admin, 'PATCH', `/api/bugs/${bug._id}/status`, { status: 'in_progress' });
    expect(byAdmin.json()).toMatchObject({ status: 'in_progress' });
    const unknown = await call(admin, 'PATCH', `/api/bugs/${bug._id}/status`, { status: 'someday' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation.failed' });
  });

  it('any logged-in user comments; blank comments are refused; the author is the caller', async () => {
    const bug = await report();
    const response = await call(other, 'POST', `/api/bugs/${bug._id}/comments`, {
      text: ' Seen it too ',
      author: { id: admin.user._id },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Bug>().comments).toEqual([
      expect.objectContaining({
        text: 'Seen it too',
        author: expect.objectContaining({ id: other.user._id }),
      }),
    ]);
    expect((await call(other, 'POST', `/api/bugs/${bug._id}/comments`, { text: '  ' })).statusCode).toBe(400);
  });

  it("lists carry each bug's comment count and last comment; the bug itself carries the whole thread", async () => {
    const chatty = await report('chatty');
    const quiet = await report('quiet');
    for (const text of ['first', 'second', 'third']) {
      t.clock.advance(1000);
      await call(other, 'POST', `/api/bugs/${chatty._id}/comments`, { text });
    }
    const listed = (await call(creator, 'GET', '/api/bugs')).json<BugSummary[]>();
    const summary = listed.find((b) => b._id === chatty._id);
    expect(summary).toMatchObject({
      commentCount: 3,
      lastComment: { text: 'third', author: { id: other.user._id } },
    });
    expect(summary).not.toHaveProperty('comments');
    expect(listed.find((b) => b._id === quiet._id)).toMatchObject({ commentCount: 0, lastComment: null });

    const full = await call(other, 'GET', `/api/bugs/${chatty._id}`);
    expect(full.statusCode).toBe(200);
    expect(full.json<Bug>().comments.map((c) => c.text)).toEqual(['first', 'second', 'third']);
    expect((await call(other, 'GET', '/api/bugs/missing')).json()).toMatchObject({ code: 'bugs.not_found' });
  });

  it('closed bugs come a page at a time, most recently closed first, with their total', async () => {
    const before = (await call(other, 'GET', '/api/bugs/closed?limit=100')).json<ClosedBugsPage>().total;
    const closedInOrder: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const bug = await report(`closed ${i}`);
      await call(other, 'POST', `/api/bugs/${bug._id}/comments`, { text: `why ${i}` });
      t.clock.advance(1000);
      expect((await call(creator, 'PATCH', `/api/bugs/${bug._id}/close`)).statusCode).toBe(200);
      closedInOrder.unshift(bug._id);
    }
    expect((await call(other, 'GET', '/api/bugs')).json<BugSummary[]>().map((b) => b._id)).not.toEqual(
      expect.arrayContaining([closedInOrder[0]]),
    );

    const walked: BugSummary[] = [];
    let url = '/api/bugs/closed?limit=2';
    for (;;) {
      const page = (await call(other, 'GET', url)).json<ClosedBugsPage>();
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.total).toBe(before + 5);
      walked.push(...page.items);
      if (!page.nextCursor) break;
      url = `/api/bugs/closed?limit=2&cursor=${page.nextCursor}`;
    }
    expect(walked.map((b) => b._id).slice(0, 5)).toEqual(closedInOrder);
    expect(new Set(walked.map((b) => b._id)).size).toBe(before + 5);
    expect(walked.every((b) => b.status === 'closed')).toBe(true);
    expect(walked[0]).toMatchObject({ commentCount: 1, lastComment: { text: 'why 4' } });
  });

  it('refuses a cursor it did not give out and a page size outside 1-100', async () => {
    for (const query of ['cursor=bm9wZQ', 'cursor=WyJhIl0', 'limit=0', 'limit=101', 'limit=ten']) {
      const response = await call(other, 'GET', `/api/bugs/closed?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'validation.failed' });
    }
  });

  it('answers 404 for a bug that does not exist and 401 without a token', async () => {
    const missing = await call(admin, 'PATCH', '/api/bugs/nope/close');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'bugs.not_found' });
    for (const [method, url] of [
      ['GET', '/api/bugs'],
      ['GET', '/api/bugs/closed'],
      ['GET', '/api/bugs/x'],
      ['POST', '/api/bugs'],
      ['PATCH', '/api/bugs/x'],
      ['PATCH', '/api/bugs/x/status'],
      ['PATCH', '/api/bugs/x/close'],
      ['POST', '/api/bugs/x/comments'],
    ] as const) {
      expect((await call(null, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
