import { describe, expect, it } from 'vitest';
import { solidImage } from '../../testing/images.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { ONE_OF_EACH_ROLE, signedInSuite } from '../../testing/signed-in-suite.ts';
import { purgeTrashAMonthLater } from '../../testing/trash-specs.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(DIALECTS)('strain routes on %s', (dialect) => {
  const { t, admin, superuser, member, call } = signedInSuite(dialect, ONE_OF_EACH_ROLE, { per: 'test' });
  const stored = async () =>
    (await t.services.files.storeImage(await solidImage('png'), admin.user._id)).publicId;
  const create = async (body: object = {}) => {
    const response = await call(admin, 'POST', '/api/admin/strains', {
      name: 'Lemon Haze',
      slug: 'lemon-haze',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ _id: string; slug: string }>();
  };

  it('creates a strain with trimmed fields, the first photo as main image, public photo URLs', async () => {
    const [first, second] = [await stored(), await stored()];
    const response = await call(superuser, 'POST', '/api/admin/strains', {
      name: '  Lemon Haze ',
      slug: ' lemon-haze ',
      genetics: 'Sativa',
      description: 'Citrus.',
      images: [{ publicId: first }, { publicId: second }],
    });
    expect(response.statusCode).toBe(201);
    const strain = response.json();
    expect(strain).toMatchObject({ name: 'Lemon Haze', slug: 'lemon-haze', url: '/strain/lemon-haze' });
    expect(strain.images).toEqual([
      { publicId: first, isMain: true, url: `/api/files/${first}/display` },
      { publicId: second, isMain: false, url: `/api/files/${second}/display` },
    ]);
    expect(strain).toMatchObject({ photoPublicId: first, imagePublicIds: [first, second] });
    expect((await call(null, 'GET', strain.photo)).statusCode).toBe(200);
  });

  it('promotes the first remaining photo when the main one is removed, and deletes its file', async () => {
    const [first, second, third] = [await stored(), await stored(), await stored()];
    const strain = await create({ images: [{ publicId: first }, { publicId: second }, { publicId: third }] });
    const response = await call(admin, 'PUT', `/api/admin/strains/${strain._id}`, {
      name: 'Lemon Haze',
      slug: 'lemon-haze',
      images: [{ publicId: second }, { publicId: third }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      photoPublicId: second,
      images: [{ isMain: true }, { isMain: false }],
    });
    expect((await call(null, 'GET', `/api/files/${first}/display`)).statusCode).toBe(404);
  });

  it('requires name and slug, refuses a taken slug and images that are not our files', async () => {
    const missing = await call(admin, 'POST', '/api/admin/strains', { name: '  ', slug: '' });
    expect(missing.statusCode).toBe(400);
    const paths = missing.json<{ details: { path: string }[] }>().details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.slug']));
    await create();
    const taken = await call(admin, 'POST', '/api/admin/strains', { name: 'Other', slug: 'Lemon-Haze ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'strains.slug_taken' });
    const foreign = await call(admin, 'POST', '/api/admin/strains', {
      name: 'Other',
      slug: 'other',
      images: [{ publicId: 'a'.repeat(32) }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'files.unknown_reference' });
    const url = await call(admin, 'POST', '/api/admin/strains', {
      name: 'Other',
      slug: 'other',
      images: [{ publicId: 'https://evil.example/x.jpg' }],
    });
    expect(url.statusCode).toBe(400);
  });

  it('shows the diary to logged-in readers only; anonymous strain detail has none', async () => {
    const strain = await create();
    const photo = await stored();
    const entry = await call(superuser, 'POST', `/api/admin/strains/${strain._id}/diary`, {
      note: 'Rooted well',
      photoPublicIds: [photo],
    });
    expect(entry.statusCode).toBe(201);
    expect(entry.json()).toMatchObject({
      note: 'Rooted well',
      authorName: superuser.user.email,
      photoPublicIds: [photo],
    });

    const anonymous = await call(null, 'GET', '/api/strains/lemon-haze');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).not.toHaveProperty('diary');
    expect(anonymous.body).not.toContain(photo);
    const logged = await call(member, 'GET', '/api/strains/lemon-haze');
    const diary = logged.json<{ diary: { photos: string[] }[] }>().diary;
    expect(diary).toHaveLength(1);
    expect((await call(null, 'GET', diary[0]!.photos[0]!)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/files/${photo}/display`)).statusCode).toBe(404);
  });

  it('edits and deletes diary entries and their photos, removing the files', async () => {
    const strain = await create();
    const [a, b] = [await stored(), await stored()];
    const base = `/api/admin/strains/${strain._id}/diary`;
    const entry = (await call(admin, 'POST', base, { note: 'Day 1', photoPublicIds: [a, b] })).json<{
      _id: string;
    }>();
    const edited = await call(admin, 'PUT', `${base}/${entry._id}`, {
      note: 'Day 1, watered',
      photoPublicIds: [a, b],
    });
    expect(edited.json()).toMatchObject({ note: 'Day 1, watered' });
    const photoGone = await call(admin, 'DELETE', `${base}/${entry._id}/photos/${a}`);
    expect(photoGone.statusCode).toBe(200);
    expect(photoGone.json()).toMatchObject({ photoPublicIds: [b] });
    expect(await t.services.files.assertStored([a]).catch((e: { code: string }) => e.code)).toBe(
      'files.unknown_reference',
    );
    expect((await call(admin, 'DELETE', `${base}/${entry._id}`)).statusCode).toBe(204);
    const missing = await call(admin, 'DELETE', `${base}/${entry._id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'strains.diary_entry_not_found' });
  });

  it('deletes a strain to the trash; the purge removes its images and diary photos', async () => {
    const [image, photo] = [await stored(), await stored()];
    const strain = await create({ images: [{ publicId: image }] });
    await call(admin, 'POST', `/api/admin/strains/${strain._id}/diary`, {
      note: 'x',
      photoPublicIds: [photo],
    });
    expect((await call(admin, 'DELETE', `/api/admin/strains/${strain._id}`)).statusCode).toBe(204);
    expect((await call(null, 'GET', '/api/strains/lemon-haze')).json()).toMatchObject({
      code: 'strains.not_found',
    });
    // In the trash its files wait for a restore; the purge after TRASH_DAYS (30) removes them.
    await t.services.files.assertStored([image, photo]);
    // A purge whose clock is 31 days on (the test's own clock stays, so its sessions do too).
    await purgeTrashAMonthLater(t);
    await expect(t.services.files.assertStored([image])).rejects.toMatchObject({
      code: 'files.unknown_reference',
    });
    await expect(t.services.files.assertStored([photo])).rejects.toMatchObject({
      code: 'files.unknown_reference',
    });
  });

  it('lists strains for anyone and strain cuttings for logged-in users', async () => {
    await create();
    const list = await call(null, 'GET', '/api/strains');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ slug: 'lemon-haze' })]);
    expect((await call(null, 'GET', '/api/strains/lemon-haze/cuttings')).statusCode).toBe(401);
    const none = await call(member, 'GET', '/api/strains/lemon-haze/cuttings');
    expect([none.statusCode, none.json()]).toEqual([200, []]);
    const strainId = list.json<{ _id: string }[]>()[0]!._id;
    await call(admin, 'POST', '/api/admin/cuttings', { code: 'LH-02', strainId });
    await call(admin, 'POST', '/api/admin/cuttings', { code: 'LH-01', strainId });
    const cuttings = await call(member, 'GET', '/api/strains/lemon-haze/cuttings');
    expect(cuttings.statusCode).toBe(200);
    expect(cuttings.json()).toEqual([
      expect.objectContaining({ code: 'LH-01', strainName: 'Lemon Haze', photosBlurred: true }),
      expect.objectContaining({ code: 'LH-02', strainName: 'Lemon Haze', photosBlurred: true }),
    ]);
    const forStaff = await call(superuser, 'GET', '/api/strains/lemon-haze/cuttings');
    expect(forStaff.json()).toEqual([
      expect.objectContaining({ photosBlurred: false }),
      expect.objectContaining({ photosBlurred: false }),
    ]);
    const missing = await call(member, 'GET', '/api/strains/nope/cuttings');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'strains.not_found']);
  });

  it('lets only superusers and admins write: 401 anonymous, 403 plain users', async () => {
    const strain = await create();
    const entry = (await call(admin, 'POST', `/api/admin/strains/${strain._id}/diary`, { note: 'x' })).json<{
      _id: string;
    }>();
    const photoId = 'b'.repeat(32);
    const writes: [Method, string, object?][] = [
      ['GET', '/api/admin/strains'],
      ['POST', '/api/admin/strains', { name: 'N', slug: 'n' }],
      ['PUT', `/api/admin/strains/${strain._id}`, { name: 'N', slug: 'lemon-haze' }],
      ['POST', `/api/admin/strains/${strain._id}/diary`, { note: 'x' }],
      ['PUT', `/api/admin/strains/${strain._id}/diary/${entry._id}`, { note: 'x' }],
      ['DELETE', `/api/admin/strains/${strain._id}/diary/${entry._id}/photos/${photoId}`],
      ['DELETE', `/api/admin/strains/${strain._id}/diary/${entry._id}`],
      ['DELETE', `/api/admin/strains/${strain._id}`],
    ];
    for (const [method, url, body] of writes) {
      const anonymous = await call(null, method, url, body);
      expect([anonymous.statusCode, anonymous.json().code], `${method} ${url}`).toEqual([
        401,
        'auth.unauthenticated',
      ]);
      const plain = await call(member, method, url, body);
      expect([plain.statusCode, plain.json().code], `${method} ${url}`).toEqual([403, 'auth.forbidden']);
    }
    for (const [method, url, body] of writes) {
      const allowed = await call(superuser, method, url, body);
      expect(allowed.statusCode, `${method} ${url}`).toBeLessThan(300);
    }
  });
});
