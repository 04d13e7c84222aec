import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/testing/bench-entry.ts';
import { startServer, type Child } from './lib/processes.ts';
import { seededSqliteFile, type SeedShape } from './lib/seed.ts';

// framework-overhead compares /api/health with a bare node:http server returning the same bytes: the
// reference must answer with our body under our headers, or the gate compares unlike work.
const SHAPE: SeedShape = { climate: 1, soil: 1, water: 1, historyDays: 1, cuttings: 3 };
let ours: Child;
let reference: Child;
let oursPort = 0;
let referencePort = 0;

beforeAll(async () => {
  const file = await seededSqliteFile(SHAPE);
  [oursPort, referencePort] = [await freePort(), await freePort()];
  ours = await startServer('ours.ts', [file, String(oursPort)], 0);
  reference = await startServer('reference.ts', [file, String(referencePort)], 0);
}, 60_000);

afterAll(() => Promise.all([ours?.stop(), reference?.stop()]));

/** Status, headers (without the clock's) and body of one answer. */
async function answer(url: string) {
  const response = await fetch(url);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

describe('the tiny endpoint reference', () => {
  it('answers the bytes /api/health answers', async () => {
    const theirs = await answer(`http://127.0.0.1:${referencePort}/tiny`);
    const mine = await answer(`http://127.0.0.1:${oursPort}/api/health`);
    expect(mine.headers['content-security-policy']).toBeDefined();
    expect(theirs).toEqual(mine);
  });
});
