import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bug } from '@canopy/shared/schemas/bugs';
import type { Task } from '@canopy/shared/schemas/tasks';
import { gpsRotatedJpeg, solidImage } from '../../testing/images.ts';
import { multipart } from '../../testing/multipart.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { purgeTrashAMonthLater } from '../../testing/trash-specs.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';

const jpeg = (data: Buffer) => ({ filename: 'photo.jpg', contentType: 'image/jpeg', data });

describe.each(DIALECTS)('bug and task photos on %s', (dialect) => {
  let t: TestContext;
  let creator: TestUser;
  let other: TestUser;
  let superuser: TestUser;
  beforeAll(async () => {
    t = await createTestContext(dialect);
    creator = await t.createUser('user');
    other = await t.createUser('user');
    superuser = await t.createUser('superuser');
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (who: TestUser | null, url: string, ...files: ReturnType<typeof jpeg>[]) => {
    const body = multipart(...files);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...who?.auth },
    });
  };

  async function newBug(): Promise<Bug> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bugs',
      headers: creator.auth,
      payload: { description: 'Leak' },
    });
    return response.json<Bug>();
  }

  it('the creator attaches a photo to their bug; it becomes the screenshot behind a signed URL', async () => {
    const bug = await newBug();
    const response = await upload(creator, `/api/bugs/${bug._id}/upload`, jpeg(gpsRotatedJpeg()));
    expect(response.statusCode).toBe(201);
    const { photos, screenshotUrl } = response.json<Bug>();
    expect(photos).toHaveLength(1);
    expect(screenshotUrl).toBe(photos[0]?.url);
    expect(photos[0]?.url).toMatch(/signature=/);
    const image = await t.app.inject({ url: photos[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    // Without the signature the private photo is not served.
    expect((await t.app.inject({ url: photos[0]!.url.split('?')[0]! })).statusCode).toBe(404);
  });

  it('another user may not attach to someone else’s bug; staff may', async () => {
    const bug = await newBug();
    const refused = await upload(other, `/api/bugs/${bug._id}/upload`, jpeg(await solidImage('jpeg')));
    expect(refused.statusCode).toBe(403);
    const byStaff = await upload(superuser, `/api/bugs/${bug._id}/upload`, jpeg(await solidImage('jpeg')));
    expect(byStaff.statusCode).toBe(201);
    expect(
      (await upload(null, `/api/bugs/${bug._id}/upload`, jpeg(await solidImage('jpeg')))).statusCode,
    ).toBe(401);
  });

  it('a bug takes one photo per upload; a task takes several', async () => {
    const bug = await newBug();
    const two = [jpeg(await solidImage('jpeg')), jpeg(await solidImage('jpeg'))];
    const refused = await upload(creator, `/api/bugs/${bug._id}/upload`, ...two);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'upload.too_many_files' });

    const task = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: creator.auth,
        payload: { description: 'Fix' },
      })
    ).json<Task>();
    const many = await upload(creator, `/api/tasks/${task._id}/upload`, ...two);
    expect(many.statusCode).toBe(201);
    expect(many.json<Task>().photos).toHaveLength(2);
    expect((await upload(other, `/api/tasks/${task._id}/upload`, ...two)).statusCode).toBe(403);
  });

  it('refuses what is not an image; a deleted task keeps its photo files in the trash and the purge removes them', async () => {
    const task = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: creator.auth,
        payload: { description: 'X' },
      })
    ).json<Task>();
    const html = {
      filename: 'x.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('<html><script>1</script>'),
    };
    expect((await upload(creator, `/api/tasks/${task._id}/upload`, html)).statusCode).toBe(415);
    const withPhoto = (
      await upload(creator, `/api/tasks/${task._id}/upload`, jpeg(await solidImage('jpeg')))
    ).json<Task>();
    const photoUrl = withPhoto.photos[0]!.url;
    expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/tasks/${task._id}`,
      headers: creator.auth,
    });
    expect(removed.statusCode).toBe(204);
    // In the trash its files wait for a restore; the purge after TRASH_DAYS (30) removes them. The
    // purge's clock is 31 days on; the test's own stays, so its sessions do too.
    expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(200);
    await purgeTrashAMonthLater(t);
    expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(404);
  });
});
