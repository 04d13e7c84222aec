import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import type { Role } from '@canopy/shared/roles';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpsRotatedHeic, gpsRotatedJpeg, pngBomb, solidImage } from '../../testing/images.ts';
import { multipart, type MultipartFile } from '../../testing/multipart.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';

const file = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): MultipartFile => ({
  filename,
  contentType,
  data,
});

describe.each(DIALECTS)('POST /api/upload on %s', (dialect) => {
  let t: TestContext;
  let staff: Record<Exclude<Role, 'user'>, TestUser>;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestContext(dialect);
    staff = { admin: await t.createUser('admin'), superuser: await t.createUser('superuser') };
    member = await t.createUser('user');
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (who: TestUser | null, ...files: MultipartFile[]) => {
    const body = multipart(...files);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...who?.auth },
    });
  };
  const fetchImage = (url: string) => t.app.inject({ url });

  it.each(['admin', 'superuser'] as const)(
    'stores an image for a %s and answers {url, publicId}',
    async (role) => {
      const response = await upload(staff[role], file(await solidImage('jpeg')));
      expect(response.statusCode).toBe(201);
      const body = response.json<{ url: string; publicId: string }>();
      expect(body.publicId).toMatch(/^[0-9a-f]{32}$/);
      expect(body.url).toMatch(new RegExp(`^/api/files/${body.publicId}/display\\?expires=\\d+&signature=`));
      const image = await fetchImage(body.url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    },
  );

  it('refuses anonymous callers with 401 and plain users with 403, before reading the body', async () => {
    const anonymous = await upload(null, file(await solidImage('jpeg')));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'auth.unauthenticated' });
    const plain = await upload(member, file(await solidImage('jpeg')));
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ code: 'auth.forbidden' });
  });

  it('accepts a PNG renamed .jpg: the bytes decide the type, not the name', async () => {
    const response = await upload(staff.admin, file(await solidImage('png'), 'renamed.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['an HTML page renamed .jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'evil.jpg'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'x.gif'],
  ])('refuses %s with 415', async (_name, data, filename) => {
    const response = await upload(staff.admin, file(data, filename, 'image/jpeg'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'upload.unsupported_type' });
  });

  it('refuses a 256-megapixel decompression bomb quickly', async () => {
    const started = Date.now();
    const response = await upload(staff.admin, file(pngBomb(), 'bomb.png', 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'upload.too_many_pixels' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('accepts exactly 3 MB and refuses 3 MB + 1 byte with 413', async () => {
    const jpeg = await solidImage('jpeg');
    // Bytes after a JPEG's end marker are ignored by decoders, so padding keeps it a valid image.
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    expect((await upload(staff.admin, file(padded(PHOTO_MAX_BYTES)))).statusCode).toBe(201);
    const response = await upload(staff.admin, file(padded(PHOTO_MAX_BYTES + 1)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'upload.too_large' });
  });

  it('refuses an empty file, a missing file and two files', async () => {
    const empty = await upload(staff.admin, file(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'upload.empty' });
    const missing = await upload(staff.admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'upload.missing_file' });
    const jpeg = await solidImage('jpeg');
    const two = await upload(staff.admin, file(jpeg), file(jpeg, 'b.jpg'));
    expect(two.statusCode).toBe(413);
    expect(two.json()).toMatchObject({ code: 'upload.too_many_files' });
  });

  it('ignores a path-traversal file name: the stored name is random', async () => {
    const response = await upload(staff.admin, file(await solidImage('jpeg'), '../../../etc/passwd.jpg'));
    expect(response.statusCode).toBe(201);
    expect(response.json<{ url: string }>().url).not.toContain('passwd');
  });

  it('strips EXIF and GPS and turns the photo upright', async () => {
    const response = await upload(staff.admin, file(gpsRotatedJpeg()));
    expect(response.statusCode).toBe(201);
    const image = await fetchImage(response.json<{ url: string }>().url);
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([480, 640]);
    expect(image.rawPayload.includes('GPS')).toBe(false);
  });

  it('converts an iPhone HEIC into an upright image a browser can show', async () => {
    const response = await upload(staff.admin, file(gpsRotatedHeic(), 'IMG_0001.HEIC', 'image/heic'));
    expect(response.statusCode).toBe(201);
    const { url, publicId } = response.json<{ url: string; publicId: string }>();
    const image = await fetchImage(url);
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([480, 640]);
    const thumbUrl = t.services.files.urlFor(publicId, 'private', 'thumb');
    const thumb = await sharp((await fetchImage(thumbUrl)).rawPayload).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(400);
  });

  it('serves a private image only with a valid, unexpired signature', async () => {
    const response = await upload(staff.admin, file(await solidImage('jpeg')));
    const { url, publicId } = response.json<{ url: string; publicId: string }>();
    const refused = [
      `/api/files/${publicId}/display`,
      url.replace('/display', '/thumb'),
      url.replace(/signature=.{4}/, 'signature=AAAA'),
    ];
    for (const attempt of refused) {
      const answer = await fetchImage(attempt);
      expect(answer.statusCode, attempt).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'files.not_found' });
    }
    expect((await fetchImage(url)).statusCode).toBe(200);
    t.clock.advance(16 * 60 * 1000);
    expect((await fetchImage(url)).statusCode).toBe(404);
  });
  it('derives a small blurred preview on first request, keeps it, and refuses it once the file is removed', async () => {
    const { publicId } = await t.services.files.storeImage(
      await solidImage('jpeg', 800, 600),
      staff.admin.user._id,
    );
    const url = t.services.files.urlFor(publicId, 'private', 'blurred');
    expect((await fetchImage(url.split('?')[0]!)).statusCode).toBe(404);
    const first = await fetchImage(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(first.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([48, 36]);
    expect((await fetchImage(url)).rawPayload.equals(first.rawPayload)).toBe(true);
    await t.services.files.remove([publicId]);
    expect((await fetchImage(url)).statusCode).toBe(404);
  });
});
