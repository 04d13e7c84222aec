import type { Cutting, CuttingPhoto } from '@canopy/shared/schemas/cuttings';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cuttingSuite } from '../../testing/cutting-fixtures.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('cutting photo gallery on %s', (dialect) => {
  const { t, admin, superuser, member, client, newCutting } = cuttingSuite(dialect, 'P');

  const names = (photos: CuttingPhoto[]) => photos.map((photo) => photo.name);
  const gallery = async (id: string) =>
    (await client.call(admin, 'GET', `/api/cuttings/${id}`)).json<Cutting>().photos;

  it('uploads a photo with name and description, by its author, as the card photo', async () => {
    const cutting = await newCutting();
    const response = await client.uploadPhoto(superuser, cutting._id, {
      name: ' Day 1 ',
      description: 'Cut',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [photo] = response.json<CuttingPhoto[]>();
    expect(photo).toMatchObject({ name: 'Day 1', description: 'Cut', author: superuser.user.email });
    expect(photo!.url).toMatch(new RegExp(`^/api/files/${photo!.publicId}/display\\?expires=`));
    expect(photo!.thumbUrl).toMatch(/\/thumb\?expires=/);
    expect((await client.call(null, 'GET', photo!.url)).statusCode).toBe(200);
    const detail = (await client.call(admin, 'GET', `/api/cuttings/${cutting._id}`)).json<Cutting>();
    expect(detail.photo).toContain(`/api/files/${photo!.publicId}/thumb`);
  });

  it('requires the file, the name and the description', async () => {
    const cutting = await newCutting();
    const noFile = await client.uploadPhoto(admin, cutting._id, { name: 'n', description: 'd' }, false);
    expect([noFile.statusCode, noFile.json().code]).toEqual([400, 'upload.missing_file']);
    const noName = await client.uploadPhoto(admin, cutting._id, { name: '  ', description: 'd' });
    expect([noName.statusCode, noName.json().code]).toEqual([400, 'validation.failed']);
    expect(noName.json().error).toContain('name');
    const noDescription = await client.uploadPhoto(admin, cutting._id, { name: 'n' });
    expect([noDescription.statusCode, noDescription.json().code]).toEqual([400, 'validation.failed']);
    expect(noDescription.json().error).toContain('description');
    expect(await gallery(cutting._id)).toEqual([]);
    const unknown = await client.uploadPhoto(admin, 'no-such-cutting');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'cuttings.not_found']);
  });

  it('reorders photos and keeps the order; indexes out of range are refused', async () => {
    const cutting = await newCutting();
    await client.addPhotos(cutting._id, ['a', 'b', 'c', 'd']);
    const url = `/api/cuttings/${cutting._id}/photos/reorder`;
    const moved = await client.call(admin, 'PUT', url, { from: 0, to: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(names(moved.json())).toEqual(['b', 'c', 'a', 'd']);
    await client.call(superuser, 'PUT', url, { from: 3, to: 0 });
    expect(names(await gallery(cutting._id))).toEqual(['d', 'b', 'c', 'a']);

    const badFrom = await client.call(admin, 'PUT', url, { from: 4, to: 0 });
    expect([badFrom.statusCode, badFrom.json().code]).toEqual([404, 'cuttings.photo_not_found']);
    const badTo = await client.call(admin, 'PUT', url, { from: 0, to: 4 });
    expect([badTo.statusCode, badTo.json().code]).toEqual([400, 'validation.failed']);
    const negative = await client.call(admin, 'PUT', url, { from: -1, to: 0 });
    expect(negative.statusCode).toBe(400);
    expect(names(await gallery(cutting._id))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('edits a photo by index; requires both texts; unknown index is 404', async () => {
    const cutting = await newCutting();
    await client.addPhotos(cutting._id, ['a', 'b']);
    const edited = await client.call(admin, 'PUT', `/api/cuttings/${cutting._id}/photos/1`, {
      name: 'Rooted',
      description: 'Roots at day 10',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Rooted', description: 'Roots at day 10' });
    expect(names(await gallery(cutting._id))).toEqual(['a', 'Rooted']);
    const blank = await client.call(admin, 'PUT', `/api/cuttings/${cutting._id}/photos/0`, {
      name: '',
      description: 'x',
    });
    expect(blank.statusCode).toBe(400);
    const missing = await client.call(admin, 'PUT', `/api/cuttings/${cutting._id}/photos/2`, {
      name: 'x',
      description: 'x',
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'cuttings.photo_not_found']);
  });

  it('deletes a photo and its file; the next photo becomes the card photo', async () => {
    const cutting = await newCutting();
    const [first, second] = await client.addPhotos(cutting._id, ['a', 'b', 'c']);
    const removed = await client.call(admin, 'DELETE', `/api/cuttings/${cutting._id}/photos/0`);
    expect(removed.statusCode).toBe(200);
    expect(names(removed.json())).toEqual(['b', 'c']);
    await expect(t.services.files.assertStored([first!.publicId])).rejects.toMatchObject({
      code: 'files.unknown_reference',
    });
    const detail = (await client.call(admin, 'GET', `/api/cuttings/${cutting._id}`)).json<Cutting>();
    expect(detail.photo).toContain(`/api/files/${second!.publicId}/thumb`);
    // Indexes stay dense after a delete: the last photo is now at 1.
    expect((await client.call(admin, 'DELETE', `/api/cuttings/${cutting._id}/photos/1`)).statusCode).toBe(
      200,
    );
    expect(names(await gallery(cutting._id))).toEqual(['b']);
    const missing = await client.call(admin, 'DELETE', `/api/cuttings/${cutting._id}/photos/5`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'cuttings.photo_not_found']);
  });

  describe('blur rule for readers who are not staff', () => {
    let cutting: Cutting;
    let adminView: Cutting;
    beforeAll(async () => {
      cutting = await newCutting();
      const image = await client.stored();
      await client.call(admin, 'PUT', `/api/admin/cuttings/${cutting._id}`, {
        code: cutting.code,
        strainId: cutting.strainId,
        images: [{ publicId: image }],
      });
      await client.addPhotos(cutting._id, ['gallery']);
      const diaryImage = await client.stored();
      await client.call(admin, 'POST', `/api/admin/cuttings/${cutting._id}/diary`, {
        note: 'n',
        imagePublicIds: [diaryImage],
      });
      await client.log(
        admin,
        cutting._id,
        { event: 'treatment', notes: 'neem' },
        await sharp({
          create: { width: 32, height: 32, channels: 3, background: '#2a8' },
        })
          .png()
          .toBuffer(),
      );
      adminView = (await client.call(admin, 'GET', `/api/cuttings/${cutting._id}`)).json<Cutting>();
    });

    const allUrls = (detail: Cutting, log: { photo: string | null }[]) => [
      detail.photo!,
      ...detail.images.map((image) => image.url),
      ...detail.photos.flatMap((photo) => [photo.url, photo.thumbUrl]),
      ...detail.diary.flatMap((entry) => entry.images),
      ...log.map((entry) => entry.photo!),
    ];

    it('gives a plain user blurred previews only, in the detail, the lists and the log', async () => {
      const detail = (await client.call(member, 'GET', `/api/cuttings/${cutting._id}`)).json<Cutting>();
      expect(detail.photosBlurred).toBe(true);
      const log = (await client.call(member, 'GET', `/api/admin/${cutting._id}/logs`)).json<
        { photo: string }[]
      >();
      const urls = allUrls(detail, log);
      expect(urls).toHaveLength(6);
      for (const url of urls)
        expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}\/blurred\?expires=\d+&signature=/);
      expect(JSON.stringify(detail)).not.toMatch(/\/(display|thumb)\b/);
      const list = await client.call(member, 'GET', `/api/cuttings?q=${cutting.code}`);
      expect(list.json()).toEqual([
        expect.objectContaining({ photosBlurred: true, photo: expect.stringMatching(/\/blurred\?/) }),
      ]);

      const preview = await client.call(member, 'GET', detail.photos[0]!.url);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(preview.rawPayload).metadata();
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(48);
    });

    it('refuses a plain user the original and display variants of every cutting file', async () => {
      const detail = (await client.call(member, 'GET', `/api/cuttings/${cutting._id}`)).json<Cutting>();
      const log = (await client.call(member, 'GET', `/api/admin/${cutting._id}/logs`)).json<
        { photo: string }[]
      >();
      for (const blurred of allUrls(detail, log)) {
        const [path, query] = blurred.split('?');
        const attempts = [
          `${path!.replace('/blurred', '/display')}?${query}`,
          `${path!.replace('/blurred', '/thumb')}?${query}`,
          path!.replace('/blurred', '/display'),
          path!.replace('/blurred', '/thumb'),
        ];
        for (const attempt of attempts) {
          const answer = await client.call(member, 'GET', attempt);
          expect(answer.statusCode, attempt).toBe(404);
        }
      }
    });

    it('gives staff the originals, unblurred', async () => {
      const log = (await client.call(superuser, 'GET', `/api/admin/${cutting._id}/logs`)).json<
        { photo: string }[]
      >();
      const detail = (await client.call(superuser, 'GET', `/api/cuttings/${cutting._id}`)).json<Cutting>();
      expect(detail.photosBlurred).toBe(false);
      for (const url of allUrls(detail, log)) {
        expect(url).toMatch(/\/(display|thumb)\?expires=/);
        expect((await client.call(null, 'GET', url)).statusCode, url).toBe(200);
      }
      expect(adminView.photosBlurred).toBe(false);
    });
  });
});
