import { describe, expect, it, vi } from 'vitest';
import type * as BenchEntry from '../apps/server/src/testing/bench-entry.ts';
import { GateSkipped } from './lib/gate-skipped.ts';
import { FULL_SEED } from './lib/seed.ts';
import { postgres } from './lib/storage-dialects.ts';

// A machine without PostgreSQL: the tests' server setup finds no binaries (and TEST_DATABASE_URL is unset).
vi.mock('../apps/server/src/testing/bench-entry.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof BenchEntry>()),
  startThrowawayPostgres: () => {
    throw new Error('PostgreSQL is required for the tests: install postgresql or set TEST_DATABASE_URL');
  },
}));

describe('the PostgreSQL storage gates without a PostgreSQL', () => {
  it('are skipped, saying why, rather than failing or passing silently', async () => {
    const seeding = postgres.seeded(FULL_SEED);
    await expect(seeding).rejects.toBeInstanceOf(GateSkipped);
    await expect(seeding).rejects.toThrow(/no PostgreSQL available .*install postgresql/);
    await expect(postgres.emptyPair()).rejects.toBeInstanceOf(GateSkipped);
  });
});
