import type { AuditPage } from '@canopy/shared/schemas/audit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { storedEntries } from '../../testing/audit-entries.ts';
import { recordAudit } from './record-audit.ts';

describe.each(DIALECTS)('the audit log on %s', (dialect) => {
  let t: TestContext;
  let admin: TestUser;
  let member: TestUser;
  beforeEach(async () => {
    t = await createTestContext(dialect);
    admin = await t.createUser('admin', 'admin@example.test');
    member = await t.createUser('user', 'member@example.test');
  });
  afterEach(async () => {
    await t.close();
  });

  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>();
  };

  /** `count` entries one second apart, on the entity and actor given. */
  async function seed(count: number, entity: 'device' | 'alert_rule', actor: TestUser | null) {
    for (let i = 0; i < count; i += 1) {
      t.clock.advance(1000);
      await recordAudit(t.database.db, {
        at: t.clock.now(),
        actor: actor && { id: actor.user._id },
        action: 'update',
        entity,
        entityId: `${entity}-${i % 2}`,
        summary: `${entity} ${i}`,
        changes: { name: [`old ${i}`, `new ${i}`] },
      });
    }
  }

  /** A failed sign-in's entry dated now: no actor, no entity id, the given summary. */
  const failedLogin = (summary: string) =>
    recordAudit(t.database.db, {
      at: t.clock.now(),
      actor: null,
      action: 'login_failed',
      entity: 'user',
      entityId: null,
      summary,
    });

  it('lists entries newest first with their actor, and pages on with the cursor', async () => {
    await seed(60, 'device', admin);
    const first = await list('?entity=device');
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      actor: { id: admin.user._id, email: 'admin@example.test' },
      action: 'update',
      entity: 'device',
      entityId: 'device-1',
      summary: 'device 59',
      changes: { name: ['old 59', 'new 59'] },
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`?entity=device&cursor=${first.nextCursor}`);
    expect(second.items.map((entry) => entry.summary)).toEqual(
      Array.from({ length: 10 }, (_, i) => `device ${9 - i}`),
    );
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((entry) => entry._id)).size).toBe(60);
  });

  it('keeps entries of one instant in a stable order across pages', async () => {
    t.clock.advance(1000);
    for (let i = 0; i < 55; i += 1) {
      await failedLogin(`same instant ${i}`);
    }
    const first = await list('?entity=user&actor=nobody');
    expect(first.items).toHaveLength(0);
    const page1 = await list('?from=' + t.clock.now().toISOString());
    const page2 = await list(`?from=${t.clock.now().toISOString()}&cursor=${page1.nextCursor}`);
    const ids = [...page1.items, ...page2.items].map((entry) => entry._id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(page1.items.length + page2.items.length).toBe(55);
  });

  it('filters by entity, entity id, actor id or email, and time', async () => {
    const start = t.clock.now();
    await seed(4, 'device', admin);
    const middle = new Date(t.clock.now().getTime() + 500);
    await seed(3, 'alert_rule', member);
    const summaries = async (query: string) => (await list(query)).items.map((entry) => entry.summary);

    expect(await summaries('?entity=alert_rule')).toEqual(['alert_rule 2', 'alert_rule 1', 'alert_rule 0']);
    expect(await summaries('?entity=device&entityId=device-0')).toEqual(['device 2', 'device 0']);
    expect(await summaries(`?actor=${member.user._id}&entity=alert_rule`)).toEqual([
      'alert_rule 2',
      'alert_rule 1',
      'alert_rule 0',
    ]);
    expect(await summaries('?actor=ADMIN@example&entity=device')).toHaveLength(4);
    expect(await summaries('?actor=a_min')).toEqual([]);
    expect(await summaries(`?from=${middle.toISOString()}`)).toEqual([
      'alert_rule 2',
      'alert_rule 1',
      'alert_rule 0',
    ]);
    const secondDevice = new Date(start.getTime() + 2000).toISOString();
    const thirdDevice = new Date(start.getTime() + 3000).toISOString();
    expect(await summaries(`?entity=device&from=${secondDevice}&to=${thirdDevice}`)).toEqual(['device 1']);
  });

  it('refuses a cursor it never gave out and an unknown entity', async () => {
    for (const query of ['?cursor=bm9wZQ', '?entity=planet', '?from=yesterday']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers: admin.auth });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation.failed' });
    }
  });

  it('exports the filtered entries as CSV with a header, guarding against formulas', async () => {
    await seed(2, 'device', admin);
    await seed(1, 'alert_rule', member);
    await failedLogin('=HYPERLINK("http://evil")');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/audit.csv?entity=device',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-log.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('time,actor_email,actor_id,action,entity,entity_id,summary,changes');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`admin@example.test,${admin.user._id},update,device,device-1,device 1,`);
    expect(lines[1]).toContain('"{""name"":[""old 1"",""new 1""]}"');

    const everything = await t.app.inject({ method: 'GET', url: '/api/audit.csv', headers: admin.auth });
    expect(everything.body).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(everything.body).not.toMatch(/,=HYPERLINK/);
  });

  it('streams an export longer than one chunk completely', async () => {
    await seed(520, 'device', null);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/audit.csv?entity=device',
      headers: admin.auth,
    });
    expect(response.body.trimEnd().split('\r\n')).toHaveLength(1 + 520);
  });

  it('is for admins only', async () => {
    const superuser = await t.createUser('superuser');
    for (const url of ['/api/audit', '/api/audit.csv']) {
      for (const who of [member, superuser]) {
        const response = await t.app.inject({ method: 'GET', url, headers: who.auth });
        expect(response.statusCode).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  describe('one transaction with the change', () => {
    it('leaves neither the change nor the entry when the entry cannot be written', async () => {
      const before = await storedEntries(t);
      await expect(
        t.database.db.transaction().execute(async (trx) => {
          await createUsersRepository(trx).update(member.user._id, {
            role: 'admin',
            updated_at: t.clock.now().toISOString(),
          });
          await recordAudit(trx, {
            at: t.clock.now(),
            actor: { id: admin.user._id },
            action: 'update',
            entity: 'user',
            entityId: member.user._id,
            summary: 'role changed',
            changes: { role: ['user', 'admin'] },
          });
          // The audit insert fails (a duplicate primary key) after the change was made.
          await trx
            .insertInto('audit_log')
            .values(
              await trx.selectFrom('audit_log').selectAll().orderBy('ts', 'desc').executeTakeFirstOrThrow(),
            )
            .execute();
        }),
      ).rejects.toThrow();
      expect((await createUsersRepository(t.database.db).findById(member.user._id))?.role).toBe('user');
      expect(await storedEntries(t)).toEqual(before);
    });

    it('leaves no entry when the change fails after it', async () => {
      const before = await storedEntries(t);
      await expect(
        t.database.db.transaction().execute(async (trx) => {
          await recordAudit(trx, {
            at: t.clock.now(),
            actor: { id: admin.user._id },
            action: 'create',
            entity: 'user',
            entityId: 'dup',
            summary: 'duplicate',
          });
          // The change itself fails: a user whose email is taken.
          await createUsersRepository(trx).insert({
            id: 'dup',
            short_id: 'DUP001',
            email: 'member@example.test',
            password_hash: 'x',
            role: 'user',
            created_at: t.clock.now().toISOString(),
            updated_at: t.clock.now().toISOString(),
          });
        }),
      ).rejects.toThrow();
      expect(await storedEntries(t)).toEqual(before);
    });

    it('rolls back a change whose entry cannot be built', async () => {
      // The writer looks the actor's email up in the transaction; a failing insert must undo the change.
      const failing = t.database.db.transaction().execute(async (trx) => {
        await createUsersRepository(trx).delete(member.user._id);
        await recordAudit(trx, {
          at: new Date(Number.NaN),
          actor: null,
          action: 'delete',
          entity: 'user',
          entityId: member.user._id,
          summary: 'never stored',
        });
      });
      await expect(failing).rejects.toThrow();
      expect(await createUsersRepository(t.database.db).findById(member.user._id)).toBeDefined();
      expect((await storedEntries(t)).map((entry) => entry.summary)).not.toContain('never stored');
    });
  });
});
