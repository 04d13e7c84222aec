import type { App } from '../../apps/server/src/testing/bench-entry.ts';
import { startOursApp } from '../lib/app.ts';
import type { Gate } from '../lib/gate.ts';
import { seededBugsFile, type BugsShape } from '../lib/seed-bugs.ts';
import { timePairMs } from '../lib/timing.ts';

/** A year of use: 10,000 bugs and 100,000 comments, of which the 40 still open are what the page opens on. */
const YEAR: BugsShape = { bugs: 10_000, open: 40, commentsPerBug: 10 };
/** A new install with the same open bugs: 100 bugs and 1,000 comments. */
const FRESH: BugsShape = { bugs: 100, open: 40, commentsPerBug: 10 };

type Started = { app: App; token: string };

const get =
  ({ app, token }: Started, url: string) =>
  async (): Promise<void> => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };

/** The same call on the year-old archive (ours) and on the fresh one (reference), each through the whole app. */
function archiveGate(name: string, url: string): Gate {
  let year: Started | undefined;
  let fresh: Started | undefined;
  return {
    name,
    direction: '<=',
    target: 1.5,
    unit: 'ms',
    async setup() {
      year = await startOursApp(await seededBugsFile(YEAR));
      fresh = await startOursApp(await seededBugsFile(FRESH));
    },
    async round() {
      const { first, second } = await timePairMs(get(year!, url), get(fresh!, url));
      return { ours: first, reference: second };
    },
    async teardown() {
      await Promise.all([year?.app.close(), fresh?.app.close()]);
    },
  };
}

export const listGates: Gate[] = [
  archiveGate('bugs-first-paint (GET /api/bugs, 10,000 bugs / 100,000 comments vs 100 bugs)', '/api/bugs'),
  archiveGate(
    'bugs-closed-page (GET /api/bugs/closed, 10,000 bugs / 100,000 comments vs 100 bugs)',
    '/api/bugs/closed',
  ),
];
