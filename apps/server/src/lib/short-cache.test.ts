import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock.ts';
import { createShortCache } from './short-cache.ts';

describe('a short cache', () => {
  const setup = () => {
    const clock = new FakeClock();
    const source = { value: 1, reads: 0 };
    const cache = createShortCache(
      async () => {
        source.reads += 1;
        return source.value;
      },
      clock,
      1_000,
    );
    return { clock, source, cache };
  };

  it('reads once, then answers from the cache until its time is up', async () => {
    const { clock, source, cache } = setup();
    expect(await cache.get()).toBe(1);
    source.value = 2;
    clock.advance(999);
    expect(await cache.get()).toBe(1);
    clock.advance(1);
    expect(await cache.get()).toBe(2);
    expect(source.reads).toBe(2);
  });

  it('reads again at once after invalidate, and when the clock went back', async () => {
    const { clock, source, cache } = setup();
    await cache.get();
    source.value = 2;
    cache.invalidate();
    expect(await cache.get()).toBe(2);
    source.value = 3;
    clock.advance(-5_000);
    expect(await cache.get()).toBe(3);
  });

  it('does not keep a read that an invalidation overtook', async () => {
    const clock = new FakeClock();
    let release: (value: number) => void = () => undefined;
    let reads = 0;
    const cache = createShortCache(
      () => {
        reads += 1;
        return reads === 1 ? new Promise<number>((resolve) => (release = resolve)) : Promise.resolve(2);
      },
      clock,
      1_000,
    );
    const first = cache.get();
    cache.invalidate();
    release(1);
    expect(await first).toBe(1);
    expect(await cache.get()).toBe(2);
  });
});
