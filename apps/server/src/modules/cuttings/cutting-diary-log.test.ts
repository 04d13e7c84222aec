import type { CuttingDiaryEntry, CuttingLogEntry } from '@canopy/shared/schemas/cuttings';
import { describe, expect, it } from 'vitest';
import { cuttingSuite } from '../../testing/cutting-fixtures.ts';
import { solidImage } from '../../testing/images.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('cutting diary and log on %s', (dialect) => {
  const { t, admin, superuser, member, client, newCutting } = cuttingSuite(dialect, 'D');

  const isGone = (publicId: string) =>
    t.services.files.assertStored([publicId]).then(
      () => false,
      () => true,
    );

  it('adds, edits and deletes diary entries; the author comes from the token', async () => {
    const cutting = await newCutting();
    const base = `/api/admin/cuttings/${cutting._id}/diary`;
    const [a, b] = [await client.stored(), await client.stored()];
    const added = await client.call(superuser, 'POST', base, {
      note: ' Rooted ',
      images: ['https://ignored.example/x.jpg'],
      imagePublicIds: [a, b],
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<CuttingDiaryEntry>();
    expect(entry).toMatchObject({ note: 'Rooted', imagePublicIds: [a, b], authorName: superuser.user.email });
    expect(entry.images.every((url) => url.includes('/display?expires='))).toBe(true);
    expect((await client.call(admin, 'POST', base, { note: '  ' })).statusCode).toBe(400);

    t.clock.advance(1000);
    const second = (await client.call(admin, 'POST', base, { note: 'Later' })).json<CuttingDiaryEntry>();
    const detail = (await client.call(member, 'GET', `/api/cuttings/${cutting._id}`)).json<{
      diary: CuttingDiaryEntry[];
    }>();
    expect(detail.diary.map((item) => item.note)).toEqual(['Later', 'Rooted']);

    const edited = await client.call(admin, 'PUT', `${base}/${entry._id}`, {
      note: 'Rooted well',
      imagePublicIds: [b],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ note: 'Rooted well', imagePublicIds: [b] });
    expect(await isGone(a)).toBe(true);
    expect(await isGone(b)).toBe(false);

    const imageGone = await client.call(admin, 'DELETE', `${base}/${entry._id}/images/${b}`);
    expect(imageGone.statusCode).toBe(200);
    expect(imageGone.json()).toMatchObject({ imagePublicIds: [], images: [] });
    expect(await isGone(b)).toBe(true);

    expect((await client.call(admin, 'DELETE', `${base}/${second._id}`)).statusCode).toBe(204);
    const missing = await client.call(admin, 'DELETE', `${base}/${second._id}`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'cuttings.diary_entry_not_found']);
    const wrongCutting = await client.call(admin, 'PUT', `/api/admin/cuttings/nope/diary/${entry._id}`, {
      note: 'x',
    });
    expect([wrongCutting.statusCode, wrongCutting.json().code]).toEqual([404, 'cuttings.not_found']);
  });

  it('deleting a diary entry removes its images', async () => {
    const cutting = await newCutting();
    const base = `/api/admin/cuttings/${cutting._id}/diary`;
    const image = await client.stored();
    const entry = (await client.call(admin, 'POST', base, { note: 'x', imagePublicIds: [image] })).json<{
      _id: string;
    }>();
    expect((await client.call(admin, 'DELETE', `${base}/${entry._id}`)).statusCode).toBe(204);
    expect(await isGone(image)).toBe(true);
  });

  it('logs events with and without a photo, newest first, readable by any logged-in user', async () => {
    const cutting = await newCutting();
    const plain = await client.log(superuser, cutting._id, { event: 'transplant', notes: ' 11 l pot ' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({
      event: 'transplant',
      notes: '11 l pot',
      photo: null,
      authorName: superuser.user.email,
    });
    t.clock.advance(1000);
    const withPhoto = await client.log(admin, cutting._id, { event: 'treatment' }, await solidImage('jpeg'));
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    expect(withPhoto.json<CuttingLogEntry>()).toMatchObject({ event: 'treatment', notes: '' });
    expect(withPhoto.json<CuttingLogEntry>().photo).toMatch(/\/display\?expires=/);

    const log = await client.call(member, 'GET', `/api/admin/${cutting._id}/logs`);
    expect(log.statusCode).toBe(200);
    expect(log.json<CuttingLogEntry[]>().map((entry) => entry.event)).toEqual(['treatment', 'transplant']);
    expect(log.json<CuttingLogEntry[]>()[0]!.photo).toMatch(/\/blurred\?expires=/);
  });

  it('refuses a log without a valid event, and for an unknown cutting', async () => {
    const cutting = await newCutting();
    const noEvent = await client.log(admin, cutting._id, { notes: 'x' });
    expect([noEvent.statusCode, noEvent.json().code]).toEqual([400, 'validation.failed']);
    expect(noEvent.json().error).toContain('event');
    const badEvent = await client.log(admin, cutting._id, { event: 'harvest' });
    expect(badEvent.statusCode).toBe(400);
    const notAnImage = await client.log(
      admin,
      cutting._id,
      { event: 'move' },
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect([notAnImage.statusCode, notAnImage.json().code]).toEqual([415, 'upload.unsupported_type']);
    expect((await client.call(member, 'GET', `/api/admin/${cutting._id}/logs`)).json()).toEqual([]);
    const unknown = await client.log(admin, 'no-such-cutting', { event: 'move' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'cuttings.not_found']);
    const unknownList = await client.call(member, 'GET', '/api/admin/no-such-cutting/logs');
    expect([unknownList.statusCode, unknownList.json().code]).toEqual([404, 'cuttings.not_found']);
  });
});
