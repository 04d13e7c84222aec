import type { Cutting } from '@canopy/shared/schemas/cuttings';
import type { TrashList } from '@canopy/shared/schemas/trash';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cuttingClient } from '../../testing/cutting-fixtures.ts';
import { pdfText } from '../../testing/label-pdf-reading.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import type { TestUser } from '../../testing/test-app.ts';
import { ONE_OF_EACH_ROLE, signedInSuite } from '../../testing/signed-in-suite.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('the trash on %s', (dialect) => {
  const { t, admin, superuser, member } = signedInSuite(dialect, ONE_OF_EACH_ROLE, { per: 'describe' });
  const client = cuttingClient(t, admin);
  let counter = 0;

  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;
  const call: ReturnType<typeof cuttingClient>['call'] = (...args) => client.call(...args);
  const trash = async () => (await call(admin, 'GET', '/api/trash')).json<TrashList>().items;
  const restore = (entity: string, id: string, who: TestUser = admin) =>
    call(who, 'POST', `/api/trash/${entity}/${id}/restore`);
  const labelsPdf = async () => pdfText((await call(admin, 'GET', '/api/qr/pdf/all')).rawPayload);
  const excelCodes = async () => {
    const response = await call(admin, 'GET', '/api/qr/excel/all');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const codes: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => codes.push(String(row.getCell(1).value)));
    return codes;
  };
  const fileCount = async (publicId: string) =>
    (await t.database.db.selectFrom('files').select('public_id').where('public_id', '=', publicId).execute())
      .length;

  async function cuttingWithPhoto(strainId: string) {
    const cutting = await client.cutting(strainId, { code: unique('TR') });
    const [photo] = await client.addPhotos(cutting._id, ['Day 1']);
    const diary = await call(admin, 'POST', `/api/admin/cuttings/${cutting._id}/diary`, { note: 'Rooted' });
    expect(diary.statusCode, diary.body).toBe(201);
    return { cutting, photo: photo! };
  }

  // Renders the label PDF and the spreadsheet four times: slow on a busy machine.
  it(
    'hides a deleted cutting from its list, search, labels, Excel and detail; restore brings it back whole',
    { timeout: 90_000 },
    async () => {
      const strain = await client.strain();
      const { cutting, photo } = await cuttingWithPhoto(strain._id);
      const deleted = await call(admin, 'DELETE', `/api/admin/cuttings/${cutting._id}`);
      expect(deleted.statusCode).toBe(204);

      const list = (await call(admin, 'GET', '/api/cuttings?limit=100')).json<{ _id: string }[]>();
      expect(list.map((item) => item._id)).not.toContain(cutting._id);
      const search = await call(admin, 'GET', `/api/cuttings?q=${cutting.code}`);
      expect(search.json<unknown[]>()).toEqual([]);
      const ofStrain = await call(admin, 'GET', `/api/strains/${strain.slug}/cuttings`);
      expect(ofStrain.json<unknown[]>()).toEqual([]);
      expect((await call(admin, 'GET', `/api/cuttings/${cutting._id}`)).statusCode).toBe(404);
      expect(await labelsPdf()).not.toContain(cutting.code);
      expect(await excelCodes()).not.toContain(cutting.code);
      // Its code stays taken while it is in the trash, and the 409 says where it is.
      const again = await call(admin, 'POST', '/api/admin/cuttings', {
        code: cutting.code,
        strainId: strain._id,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ error: string }>().error).toMatch(/trash/);

      const item = (await trash()).find((entry) => entry.id === cutting._id);
      expect(item).toMatchObject({
        entity: 'cutting',
        deletedBy: { id: admin.user._id, email: admin.user.email },
      });
      expect(Date.parse(item!.purgeAt!) - Date.parse(item!.deletedAt)).toBe(30 * DAY_MS);

      expect((await restore('cutting', cutting._id)).statusCode).toBe(204);
      const back = await call(admin, 'GET', `/api/cuttings/${cutting._id}`);
      expect(back.statusCode).toBe(200);
      const detail = back.json<Cutting>();
      expect(detail.photos.map((p) => p.publicId)).toEqual([photo.publicId]);
      expect(detail.diary.map((entry) => entry.note)).toEqual(['Rooted']);
      expect(await labelsPdf()).toContain(cutting.code);
      expect(await excelCodes()).toContain(cutting.code);
      expect((await trash()).map((entry) => entry.id)).not.toContain(cutting._id);

      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'cutting')
        .where('entity_id', '=', cutting._id)
        .where('action', 'in', ['delete', 'restore'])
        .orderBy('ts')
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual(['delete', 'restore']);
    },
  );

  it('takes a strain off its public page with its cuttings, and a restore brings both back', async () => {
    const strain = await client.strain('Trash Kush');
    const { cutting } = await cuttingWithPhoto(strain._id);
    expect((await call(admin, 'DELETE', `/api/admin/strains/${strain._id}`)).statusCode).toBe(204);

    expect((await call(null, 'GET', `/api/strains/${strain.slug}`)).statusCode).toBe(404);
    const strains = (await call(null, 'GET', '/api/strains')).json<{ _id: string }[]>();
    expect(strains.map((s) => s._id)).not.toContain(strain._id);
    expect((await call(admin, 'GET', `/api/cuttings/${cutting._id}`)).statusCode).toBe(404);
    expect(await labelsPdf()).not.toContain(cutting.code);
    const taken = await call(admin, 'POST', '/api/admin/strains', { name: 'Other', slug: strain.slug });
    expect([taken.statusCode, taken.json<{ code: string }>().code]).toEqual([409, 'strains.slug_taken']);
    // Listed once, as the strain: its cuttings come back with it.
    const ids = (await trash()).map((entry) => entry.id);
    expect(ids).toContain(strain._id);
    expect(ids).not.toContain(cutting._id);

    const alone = await restore('cutting', cutting._id);
    expect([alone.statusCode, alone.json<{ code: string }>().code]).toEqual([409, 'trash.parent_in_trash']);

    expect((await restore('strain', strain._id)).statusCode).toBe(204);
    expect((await call(null, 'GET', `/api/strains/${strain.slug}`)).statusCode).toBe(200);
    const back = await call(admin, 'GET', `/api/cuttings/${cutting._id}`);
    expect(back.json<Cutting>().photos).toHaveLength(1);
  });

  it('refuses a cutting alone while its strain is in the trash, even one deleted before it', async () => {
    const strain = await client.strain();
    const cutting = await client.cutting(strain._id, { code: unique('TS') });
    await call(admin, 'DELETE', `/api/admin/cuttings/${cutting._id}`);
    await call(admin, 'DELETE', `/api/admin/strains/${strain._id}`);
    const refused = await restore('cutting', cutting._id);
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
      409,
      'trash.parent_in_trash',
    ]);
    // The strain brings back only what went with it.
    await restore('strain', strain._id);
    expect((await call(admin, 'GET', `/api/cuttings/${cutting._id}`)).statusCode).toBe(404);
    expect((await restore('cutting', cutting._id)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/cuttings/${cutting._id}`)).statusCode).toBe(200);
  });

  it('hides deleted news, bugs and tasks from their lists and details until restored', async () => {
    const image = await client.stored();
    const news = (
      await call(admin, 'POST', '/api/news', { title: unique('Post'), body: 'B', imagePublicIds: [image] })
    ).json<{ _id: string }>();
    const bug = (await call(member, 'POST', '/api/bugs', { description: unique('Leak') })).json<{
      _id: string;
    }>();
    const task = (await call(member, 'POST', '/api/tasks', { description: unique('Water') })).json<{
      _id: string;
    }>();
    const cases = [
      {
        entity: 'news',
        id: news._id,
        del: `/api/news/${news._id}`,
        list: '/api/news',
        detail: `/api/news/${news._id}`,
      },
      {
        entity: 'bug',
        id: bug._id,
        del: `/api/bugs/${bug._id}`,
        list: '/api/bugs?includeClosed=true',
        detail: `/api/bugs/${bug._id}`,
      },
      {
        entity: 'task',
        id: task._id,
        del: `/api/tasks/${task._id}`,
        list: '/api/tasks?includeDone=true',
        detail: `/api/tasks/${task._id}`,
      },
    ];
    // A plain user may not send a bug to the trash; staff may.
    expect((await call(member, 'DELETE', `/api/bugs/${bug._id}`)).statusCode).toBe(403);
    for (const c of cases) {
      expect((await call(superuser, 'DELETE', c.del)).statusCode, c.entity).toBe(204);
      const ids = (await call(admin, 'GET', c.list)).json<{ _id: string }[]>().map((row) => row._id);
      expect(ids, c.entity).not.toContain(c.id);
      expect((await call(admin, 'GET', c.detail)).statusCode, c.entity).toBe(404);
      expect((await call(superuser, 'DELETE', c.del)).statusCode, c.entity).toBe(404);
    }
    // A news item's public image is not served while it is in the trash.
    expect((await call(null, 'GET', `/api/files/${image}/display`)).statusCode).toBe(404);
    for (const c of cases) {
      expect((await restore(c.entity, c.id, superuser)).statusCode, c.entity).toBe(204);
      const ids = (await call(admin, 'GET', c.list)).json<{ _id: string }[]>().map((row) => row._id);
      expect(ids, c.entity).toContain(c.id);
    }
    expect((await call(null, 'GET', `/api/files/${image}/display`)).statusCode).toBe(200);
    expect((await restore('news', news._id)).statusCode).toBe(404);
  });

  it('lets only superusers and admins list and restore', async () => {
    const news = (await call(admin, 'POST', '/api/news', { title: unique('P'), body: 'B' })).json<{
      _id: string;
    }>();
    await call(admin, 'DELETE', `/api/news/${news._id}`);
    expect((await call(null, 'GET', '/api/trash')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/api/trash')).statusCode).toBe(403);
    expect((await call(superuser, 'GET', '/api/trash')).statusCode).toBe(200);
    expect((await restore('news', news._id, member)).statusCode).toBe(403);
    expect((await call(null, 'POST', `/api/trash/news/${news._id}/restore`)).statusCode).toBe(401);
  });

  it('purges what has been in the trash longer than TRASH_DAYS, rows, children and files', async () => {
    const strain = await client.strain();
    const { cutting, photo } = await cuttingWithPhoto(strain._id);
    expect((await call(admin, 'DELETE', `/api/admin/strains/${strain._id}`)).statusCode).toBe(204);
    // Sessions expire over a month of fake time: from here on the test reads the database.
    t.clock.advance(29 * DAY_MS);
    expect(await t.services.trashPurge.runOnce()).toBe(0);
    expect(await fileCount(photo.publicId)).toBe(1);

    t.clock.advance(2 * DAY_MS);
    expect(await t.services.trashPurge.runOnce()).toBeGreaterThanOrEqual(1);
    const db = t.database.db;
    expect(await db.selectFrom('strains').select('id').where('id', '=', strain._id).execute()).toEqual([]);
    expect(
      await db.selectFrom('cuttings').select('id').where('strain_id', '=', strain._id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('cutting_photos').select('id').where('cutting_id', '=', cutting._id).execute(),
    ).toEqual([]);
    expect(await fileCount(photo.publicId)).toBe(0);
  });
});
