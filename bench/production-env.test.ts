import { afterEach, describe, expect, it } from 'vitest';
import { withProductionNodeEnv } from './lib/production-env.ts';

const original = process.env.NODE_ENV;
afterEach(() => {
  if (original === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = original;
});

describe('withProductionNodeEnv', () => {
  it('builds under production and leaves an absent NODE_ENV absent', async () => {
    delete process.env.NODE_ENV;
    const seen = await withProductionNodeEnv(async () => process.env.NODE_ENV);
    expect(seen).toBe('production');
    expect('NODE_ENV' in process.env).toBe(false);
  });

  it('puts back a value that was set, also when the work fails', async () => {
    process.env.NODE_ENV = 'test';
    await expect(
      withProductionNodeEnv(async () => {
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(process.env.NODE_ENV).toBe('test');
  });
});
