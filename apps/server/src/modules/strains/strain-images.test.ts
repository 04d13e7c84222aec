import { describe, expect, it } from 'vitest';
import { normalizeImages } from './strain-images.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `${i}`.repeat(32).slice(0, 32));

describe('normalizeImages', () => {
  it('makes the first photo the main image when none is marked', () => {
    const [a, b] = ids(2);
    expect(normalizeImages([{ publicId: a! }, { publicId: b! }])).toEqual([
      { publicId: a, isMain: true },
      { publicId: b, isMain: false },
    ]);
  });

  it('keeps the image marked main, and only one of several marked', () => {
    const [a, b, c] = ids(3);
    const result = normalizeImages([
      { publicId: a!, isMain: false },
      { publicId: b!, isMain: true },
      { publicId: c!, isMain: true },
    ]);
    expect(result.filter((image) => image.isMain)).toEqual([{ publicId: b, isMain: true }]);
  });

  it('promotes the first remaining image when the main one is removed', () => {
    const [a, b, c] = ids(3);
    const before = normalizeImages([{ publicId: a! }, { publicId: b! }, { publicId: c! }]);
    expect(normalizeImages(before.filter((image) => image.publicId !== a))[0]).toEqual({
      publicId: b,
      isMain: true,
    });
  });

  it('drops duplicates and accepts no images at all', () => {
    const [a] = ids(1);
    expect(normalizeImages([{ publicId: a! }, { publicId: a! }])).toHaveLength(1);
    expect(normalizeImages([])).toEqual([]);
  });
});
