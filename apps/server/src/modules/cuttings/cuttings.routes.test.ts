import type { Cutting, CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { beforeAll, describe, expect, it } from 'vitest';
import { cuttingClient } from '../../testing/cutting-fixtures.ts';
import { solidImage } from '../../testing/images.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import type { TestUser } from '../../testing/test-app.ts';
import { ONE_OF_EACH_ROLE, signedInSuite } from '../../testing/signed-in-suite.ts';
import { purgeTrashAMonthLater } from '../../testing/trash-specs.ts';

describe.each(DIALECTS)('cutting records on %s', (dialect) => {
  const { t, admin, superuser, member } = signedInSuite(dialect, ONE_OF_EACH_ROLE, { per: 'describe' });
  const client = cuttingClient(t, admin);
  let strainId: string;
  beforeAll(async () => {
    strainId = (await client.strain('Northern Lights'))._id;
  });

  it('creates a cutting with trimmed fields, its strain, a short id and the QR address', async () => {
    const response = await client.call(superuser, 'POST', '/api/admin/cuttings', {
      code: '  NL-001 ',
      strainId,
      status: ' rooting ',
      location: 'Propagator 1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const cutting = response.json<Cutting>();
    expect(cutting).toMatchObject({
      code: 'NL-001',
      name: '',
      status: 'rooting',
      location: 'Propagator 1',
      strainId,
      strainName: 'Northern Lights',
      strain: { _id: strainId, name: 'Northern Lights' },
      images: [],
      photos: [],
      diary: [],
      photo: null,
      photosBlurred: false,
      url: `http://localhost:3000/cutting/${cutting._id}`,
    });
    expect(cutting.shortId).toMatch(/^[0-9A-Z]{6}$/);
    const read = await client.call(member, 'GET', `/api/cuttings/${cutting._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ code: 'NL-001', photosBlurred: true });
  });

  it('requires code and strain, and answers 409 for a taken code', async () => {
    const missing = await client.call(admin, 'POST', '/api/admin/cuttings', { code: '  ', strainId: '' });
    expect(missing.statusCode).toBe(400);
    const paths = missing.json<{ details: { path: string }[] }>().details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.code', 'body.strainId']));
    await client.cutting(strainId, { code: 'TAKEN-1' });
    const taken = await client.call(admin, 'POST', '/api/admin/cuttings', { code: ' TAKEN-1', strainId });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'cuttings.code_taken']);
    const other = await client.cutting(strainId, { code: 'TAKEN-2' });
    const renamed = await client.call(admin, 'PUT', `/api/admin/cuttings/${other._id}`, {
      code: 'TAKEN-1',
      strainId,
    });
    expect([renamed.statusCode, renamed.json().code]).toEqual([409, 'cuttings.code_taken']);
  });

  it('refuses an unknown strain on create and update', async () => {
    const created = await client.call(admin, 'POST', '/api/admin/cuttings', {
      code: 'NOSTRAIN',
      strainId: 'no-such-strain',
    });
    expect([created.statusCode, created.json().code]).toEqual([400, 'cuttings.strain_not_found']);
    const cutting = await client.cutting(strainId, { code: 'NOSTRAIN-2' });
    const updated = await client.call(admin, 'PUT', `/api/admin/cuttings/${cutting._id}`, {
      code: 'NOSTRAIN-2',
      strainId: 'no-such-strain',
    });
    expect([updated.statusCode, updated.json().code]).toEqual([400, 'cuttings.strain_not_found']);
  });

  it('updates fields and createdAt; the first image becomes main, deleting main promotes the next', async () => {
    const cutting = await client.cutting(strainId, { code: 'IMG-1' });
    const other = await client.strain('Blue Dream');
    const [a, b, c] = [await client.stored(), await client.stored(), await client.stored()];
    const url = `/api/admin/cuttings/${cutting._id}`;
    const first = await client.call(admin, 'PUT', url, {
      code: 'IMG-1',
      strainId: other._id,
      name: 'Mother 2',
      status: 'rooted',
      location: 'Room 2',
      createdAt: '2026-01-02T03:04:05.000Z',
      images: [{ publicId: a }, { publicId: b }, { publicId: c }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      name: 'Mother 2',
      strainName: 'Blue Dream',
      createdAt: '2026-01-02T03:04:05.000Z',
      images: [
        { publicId: a, isMain: true },
        { publicId: b, isMain: false },
        { publicId: c, isMain: false },
      ],
    });
    expect(first.json<Cutting>().photo).toContain(`/api/files/${a}/thumb`);

    const marked = await client.call(admin, 'PUT', url, {
      code: 'IMG-1',
      strainId,
      images: [{ publicId: a }, { publicId: b }, { publicId: c, isMain: true }],
    });
    expect(marked.json<Cutting>().images.map((image) => image.isMain)).toEqual([false, false, true]);

    const withoutMain = await client.call(admin, 'PUT', url, {
      code: 'IMG-1',
      strainId,
      images: [{ publicId: b }, { publicId: a }],
    });
    expect(withoutMain.json<Cutting>().images).toMatchObject([
      { publicId: b, isMain: true },
      { publicId: a, isMain: false },
    ]);
    // The removed image's file is gone.
    await expect(t.services.files.assertStored([c])).rejects.toMatchObject({
      code: 'files.unknown_reference',
    });
  });

  it('refuses images that are not files of ours, and foreign URLs', async () => {
    const cutting = await client.cutting(strainId, { code: 'FOREIGN' });
    const url = `/api/admin/cuttings/${cutting._id}`;
    const unknown = await client.call(admin, 'PUT', url, {
      code: 'FOREIGN',
      strainId,
      images: [{ publicId: 'a'.repeat(32) }],
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'files.unknown_reference']);
    const foreign = await client.call(admin, 'PUT', url, {
      code: 'FOREIGN',
      strainId,
      images: [{ publicId: 'https://evil.example/x.jpg' }],
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'validation.failed']);
    const diary = await client.call(admin, 'POST', `${url}/diary`, {
      note: 'x',
      imagePublicIds: ['b'.repeat(32)],
    });
    expect([diary.statusCode, diary.json().code]).toEqual([400, 'files.unknown_reference']);
  });

  it('deletes a cutting to the trash; the purge removes every file it owned: images, gallery, diary and log photos', async () => {
    const cutting = await client.cutting(strainId, { code: 'DEL-1' });
    const [image, diaryImage] = [await client.stored(), await client.stored()];
    await client.call(admin, 'PUT', `/api/admin/cuttings/${cutting._id}`, {
      code: 'DEL-1',
      strainId,
      images: [{ publicId: image }],
    });
    const [photo] = await client.addPhotos(cutting._id, ['one']);
    await client.call(admin, 'POST', `/api/admin/cuttings/${cutting._id}/diary`, {
      note: 'n',
      imagePublicIds: [diaryImage],
    });
    const log = await client.log(admin, cutting._id, { event: 'move' }, await solidImage('png'));
    const logPhoto = /files\/([0-9a-f]{32})\//.exec(log.json<{ photo: string }>().photo)![1]!;

    const removed = await client.call(admin, 'DELETE', `/api/admin/cuttings/${cutting._id}`);
    expect(removed.statusCode).toBe(204);
    const owned = [image, diaryImage, photo!.publicId, logPhoto];
    // In the trash its files wait for a restore; the purge after TRASH_DAYS (30) removes them.
    await t.services.files.assertStored(owned);
    // A purge whose clock is 31 days on (the test's own clock stays, so its sessions do too).
    await purgeTrashAMonthLater(t);
    for (const id of owned) {
      await expect(t.services.files.assertStored([id]), id).rejects.toMatchObject({
        code: 'files.unknown_reference',
      });
    }
    const gone = await client.call(admin, 'GET', `/api/cuttings/${cutting._id}`);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'cuttings.not_found']);
    const again = await client.call(admin, 'DELETE', `/api/admin/cuttings/${cutting._id}`);
    expect(again.statusCode).toBe(404);
  });

  it("lists a strain's cuttings, blurred for plain users, and deletes them with the strain", async () => {
    const strain = await client.strain('Strain With Cuttings');
    const cutting = await client.cutting(strain._id, { code: 'SC-1' });
    await client.addPhotos(cutting._id, ['leaf']);
    const forMember = await client.call(member, 'GET', `/api/strains/${strain.slug}/cuttings`);
    expect(forMember.statusCode).toBe(200);
    const [summary] = forMember.json<CuttingSummary[]>();
    expect(summary).toMatchObject({ code: 'SC-1', photosBlurred: true });
    expect(summary!.photo).toMatch(/\/blurred\?expires=/);
    const forAdmin = await client.call(admin, 'GET', `/api/strains/${strain.slug}/cuttings`);
    expect(forAdmin.json<CuttingSummary[]>()[0]!.photo).toMatch(/\/thumb\?expires=/);

    expect((await client.call(admin, 'DELETE', `/api/admin/strains/${strain._id}`)).statusCode).toBe(204);
    expect((await client.call(admin, 'GET', `/api/cuttings/${cutting._id}`)).statusCode).toBe(404);
  });
});

describe.each(DIALECTS)('cuttings list on %s', (dialect) => {
  const { t, admin, member } = signedInSuite(
    dialect,
    { admin: 'admin', member: 'user' },
    { per: 'describe' },
  );
  const client = cuttingClient(t, admin);
  beforeAll(async () => {
    const lemon = await client.strain('Lemon Haze');
    const blue = await client.strain('Blue Dream');
    // 21 cuttings, created a minute apart: codes C-01..C-21, names in reverse order.
    for (let index = 1; index <= 21; index += 1) {
      const number = String(index).padStart(2, '0');
      await client.cutting(index % 2 === 0 ? blue._id : lemon._id, {
        code: `C-${number}`,
        name: `Name ${String(22 - index).padStart(2, '0')}`,
        location: index === 7 ? 'Room 100% humid_zone' : 'Room 1',
      });
      t.clock.advance(60_000);
    }
  });

  const list = async (query: string, who: TestUser = member) => {
    const response = await client.call(who, 'GET', `/api/cuttings?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CuttingSummary[]>();
  };
  const codes = (items: CuttingSummary[]) => items.map((item) => item.code);

  it('pages by 20 by default: 21 cuttings give a first page of 20 and a second of 1', async () => {
    const first = await list('');
    expect(first).toHaveLength(20);
    const second = await list('skip=20&limit=20');
    expect(second).toHaveLength(1);
    expect(new Set([...codes(first), ...codes(second)]).size).toBe(21);
    expect(await list('skip=5&limit=3')).toHaveLength(3);
    expect((await client.call(member, 'GET', '/api/cuttings?limit=101')).statusCode).toBe(400);
  });

  it('sorts by date (newest first), code, name and short id', async () => {
    expect(codes(await list('limit=3'))).toEqual(['C-21', 'C-20', 'C-19']);
    expect(codes(await list('sort=date&limit=2&skip=19'))).toEqual(['C-02', 'C-01']);
    expect(codes(await list('sort=code&limit=3'))).toEqual(['C-01', 'C-02', 'C-03']);
    expect(codes(await list('sort=name&limit=3'))).toEqual(['C-21', 'C-20', 'C-19']);
    const byShortId = await list('sort=shortId&limit=100');
    const shortIds = byShortId.map((item) => item.shortId);
    expect(shortIds).toEqual([...shortIds].sort());
    expect((await client.call(member, 'GET', '/api/cuttings?sort=color')).statusCode).toBe(400);
  });

  it('searches code, name, strain name and location case-insensitively, wildcards taken literally', async () => {
    expect(codes(await list('q=c-0&sort=code'))).toEqual([
      'C-01',
      'C-02',
      'C-03',
      'C-04',
      'C-05',
      'C-06',
      'C-07',
      'C-08',
      'C-09',
    ]);
    expect(codes(await list('q=NAME%2001'))).toEqual(['C-21']);
    expect(await list('q=blue%20DREAM&limit=100')).toHaveLength(10);
    expect(codes(await list(`q=${encodeURIComponent('100%')}`))).toEqual(['C-07']);
    expect(codes(await list(`q=${encodeURIComponent('humid_')}`))).toEqual(['C-07']);
    expect(await list(`q=${encodeURIComponent('1_0')}`)).toEqual([]);
    const shortId = (await list('limit=1'))[0]!.shortId;
    expect(codes(await list(`q=${shortId.toLowerCase()}`))).toContain('C-21');
  });

  it('offers the same paged list to staff on the admin path', async () => {
    const response = await client.call(admin, 'GET', '/api/admin/cuttings?sort=code&limit=2&q=c-1');
    expect(response.statusCode).toBe(200);
    expect(codes(response.json())).toEqual(['C-10', 'C-11']);
    expect(response.json<CuttingSummary[]>()[0]!.photosBlurred).toBe(false);
  });
});
