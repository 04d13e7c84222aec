import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import { canEditInBrowser, checkPhotos } from './photo-checks';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('photo checks', () => {
  it('accepts jpeg, png, webp, heic and heif up to 3 MB', () => {
    const files = [
      'a.jpg:image/jpeg',
      'b.png:image/png',
      'c.webp:image/webp',
      'd.heic:image/heic',
      'e.heif:image/heif',
    ]
      .map((spec) => spec.split(':'))
      .map(([name, type]) => file(name!, type!));
    expect(checkPhotos(files, 0)).toBeNull();
    expect(checkPhotos([file('f.jpg', 'image/jpeg', PHOTO_MAX_BYTES)], 0)).toBeNull();
    expect(checkPhotos([file('IMG_1.HEIC', '')], 0)).toBeNull();
  });

  it('refuses a HEIC over 3 MB, another format, and more files than the picker allows', () => {
    expect(checkPhotos([file('f.heic', 'image/heic', PHOTO_MAX_BYTES + 1)], 0)).toBe('photoTooLarge');
    expect(checkPhotos([file('IMG_2.HEIC', '', PHOTO_MAX_BYTES + 1)], 0)).toBe('photoTooLarge');
    expect(checkPhotos([file('x.gif', 'image/gif')], 0)).toBe('unsupportedFormat');
    expect(checkPhotos([file('x.svg', 'image/svg+xml')], 0)).toBe('unsupportedFormat');
    expect(checkPhotos([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], 0, 1)).toBe(
      'tooManyFiles',
    );
    expect(checkPhotos([file('a.jpg', 'image/jpeg')], 1, 1)).toBe('tooManyFiles');
  });

  it('lets a JPEG, PNG or WebP over 3 MB through, to be scaled down in the browser', () => {
    for (const [name, type] of [
      ['big.jpg', 'image/jpeg'],
      ['big.png', 'image/png'],
      ['big.webp', 'image/webp'],
    ] as const) {
      expect(checkPhotos([file(name, type, PHOTO_MAX_BYTES * 2)], 0)).toBeNull();
    }
  });

  it('sends HEIC past the editor, which the browser cannot draw', () => {
    expect(canEditInBrowser(file('a.heic', 'image/heic'))).toBe(false);
    expect(canEditInBrowser(file('a.jpg', 'image/jpeg'))).toBe(true);
  });
});
