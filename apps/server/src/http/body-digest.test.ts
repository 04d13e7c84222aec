import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BoundaryFreeHash, digestBody } from './body-digest.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the request body digest', () => {
  it('leaves the pattern out wherever the chunks split it', () => {
    const text = 'aXYZbbXYZXYZc-XY-Z';
    const expected = sha256('abbc-XY-Z');
    for (let size = 1; size <= text.length; size += 1) {
      const hash = new BoundaryFreeHash(Buffer.from('XYZ'));
      for (let at = 0; at < text.length; at += size) hash.update(Buffer.from(text.slice(at, at + size)));
      expect(hash.digest(), `chunks of ${size}`).toBe(expected);
    }
  });

  it('hashes the same form alike under two boundaries, and two files apart', async () => {
    const form = (boundary: string, file: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${file}\r\n--${boundary}--\r\n`;
    const digestOf = async (boundary: string, file: string) => {
      const body = form(boundary, file);
      const stream = Readable.from([Buffer.from(body.slice(0, 20)), Buffer.from(body.slice(20))]);
      const digest = digestBody(stream, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      });
      return digest.drain(1024);
    };
    const first = await digestOf('----one', 'PNGDATA');
    expect(await digestOf('----another', 'PNGDATA')).toBe(first);
    expect(await digestOf('----one', 'PNGDATB')).not.toBe(first);
  });

  it('hashes a JSON body as its bytes, and refuses one past the limit when it reads it itself', async () => {
    const headers = { 'content-type': 'application/json', 'content-length': '13' };
    expect(
      await digestBody(Readable.from([Buffer.from('{"a":'), Buffer.from('"bcd"}')]), headers).drain(100),
    ).toBe(sha256('{"a":"bcd"}'));
    await expect(
      digestBody(Readable.from([Buffer.from('{"a":"bcd"}')]), { ...headers, 'content-length': '1000' }).drain(
        100,
      ),
    ).rejects.toMatchObject({ statusCode: 413 });
  });
});
