import { createHmac, timingSafeEqual } from 'node:crypto';

/** Private files are shown by `<img>`, which cannot send a bearer token: the URL carries a short grant. */
export const SIGNED_URL_TTL_MS = 15 * 60 * 1000;

export function createUrlSigner(secret: string) {
  // A key derived for this purpose only, so a URL signature can never double as anything else.
  const key = createHmac('sha256', secret).update('canopy:file-urls').digest();
  const sign = (path: string, expires: number) =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

  return {
    /** `path?expires=<epoch s>&signature=...`, valid until `expires`. */
    sign(path: string, now: Date): string {
      const expires = Math.floor((now.getTime() + SIGNED_URL_TTL_MS) / 1000);
      return `${path}?expires=${expires}&signature=${sign(path, expires)}`;
    },

    verify(path: string, expires: number, signature: string, now: Date): boolean {
      if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
      const expected = Buffer.from(sign(path, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
