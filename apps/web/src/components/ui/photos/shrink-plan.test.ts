import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import { MIN_EDGE, needsShrinking, renamed, shrinkSteps, shrunkType, STEP_FACTOR } from './shrink-plan';

const blob = (type: string, size: number) => new Blob([new Uint8Array(size)], { type });

describe('which photos are scaled down in the browser', () => {
  it('scales JPEG, PNG and WebP over the cap, and nothing at or under it', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(needsShrinking(blob(type, PHOTO_MAX_BYTES + 1))).toBe(true);
      expect(needsShrinking(blob(type, PHOTO_MAX_BYTES))).toBe(false);
    }
  });

  it('leaves HEIC, HEIF and other formats as they are, whatever their size', () => {
    for (const type of ['image/heic', 'image/heif', 'image/gif', '']) {
      expect(needsShrinking(blob(type, PHOTO_MAX_BYTES * 3))).toBe(false);
    }
  });

  it('keeps JPEG and WebP, and turns PNG into JPEG only when it has no transparency', () => {
    expect(shrunkType('image/jpeg', false)).toBe('image/jpeg');
    expect(shrunkType('image/webp', true)).toBe('image/webp');
    expect(shrunkType('image/png', false)).toBe('image/jpeg');
    expect(shrunkType('image/png', true)).toBe('image/png');
  });

  it('names the result after the format it was encoded as', () => {
    expect(renamed('IMG_0001.PNG', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(renamed('leaf.webp', 'image/webp')).toBe('leaf.webp');
    expect(renamed('.png', 'image/png')).toBe('photo.png');
  });
});

describe('the sizes a photo is tried at', () => {
  it('starts from the area share the cap allows, with a margin, and keeps the aspect ratio', () => {
    const [first] = shrinkSteps({ width: 4000, height: 3000 }, PHOTO_MAX_BYTES * 4);
    // sqrt(1/4) * 0.9 = 0.45
    expect(first).toEqual({ width: 1800, height: 1350 });
  });

  it('gets smaller by the step factor each time, down to the smallest useful edge', () => {
    const steps = shrinkSteps({ width: 4000, height: 3000 }, PHOTO_MAX_BYTES * 4);
    expect(steps.length).toBeGreaterThan(3);
    for (let i = 1; i < steps.length; i += 1) {
      expect(steps[i]!.width).toBeCloseTo(steps[i - 1]!.width * STEP_FACTOR, -1);
      expect(steps[i]!.width / steps[i]!.height).toBeCloseTo(4 / 3, 1);
    }
    expect(Math.max(steps.at(-1)!.width, steps.at(-1)!.height)).toBeGreaterThanOrEqual(MIN_EDGE);
  });

  it('never enlarges: a photo barely over the cap is first tried near its own size', () => {
    const [first] = shrinkSteps({ width: 1000, height: 800 }, PHOTO_MAX_BYTES + 1);
    expect(first!.width).toBeLessThanOrEqual(1000);
    expect(first!.width).toBeGreaterThan(850);
  });

  it('offers nothing for a photo already as small as is useful', () => {
    expect(shrinkSteps({ width: 300, height: 200 }, PHOTO_MAX_BYTES * 2)).toEqual([]);
  });
});
