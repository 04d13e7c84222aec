import type { App } from '../../apps/server/src/testing/bench-entry.ts';
import { startOursApp } from '../lib/app.ts';
import type { Gate } from '../lib/gate.ts';
import {
  seededBugsFile,
  seededOpenItemsFile,
  type BugsShape,
  type OpenItemsShape,
} from '../lib/seed-bugs.ts';
import { timePairMs } from '../lib/timing.ts';

/** A year of use: 10,000 bugs and 100,000 comments, of which the 40 still open are what the page opens on. */
const YEAR: BugsShape = { bugs: 10_000, open: 40, commentsPerBug: 10 };
/** A new install with the same open bugs: 100 bugs and 1,000 comments. */
const FRESH: BugsShape = { bugs: 100, open: 40, commentsPerBug: 10 };

/** A busy room: 5,000 open bugs and 5,000 open tasks (each with 3 comments) beside 1,000 finished ones. */
const BUSY: OpenItemsShape = { open: 5_000, finished: 1_000, commentsPerItem: 3 };
/** A quiet room with the same archive: 100 open of each. */
const QUIET: OpenItemsShape = { open: 100, finished: 1_000, commentsPerItem: 3 };

type Started = { app: App; token: string };

const get =
  ({ app, token }: Started, url: string) =>
  async (): Promise<void> => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };

/** The same call on a database of each shape (ours, reference), each through the whole app. */
function shapesGate(
  name: string,
  url: string,
  shapes: { ours: () => Promise<string>; reference: () => Promise<string> },
): Gate {
  let ours: Started | undefined;
  let reference: Started | undefined;
  return {
    name,
    direction: '<=',
    target: 1.5,
    unit: 'ms',
    async setup() {
      ours = await startOursApp(await shapes.ours());
      reference = await startOursApp(await shapes.reference());
    },
    async round() {
      const { first, second } = await timePairMs(get(ours!, url), get(reference!, url));
      return { ours: first, reference: second };
    },
    async teardown() {
      await Promise.all([ours?.app.close(), reference?.app.close()]);
    },
  };
}

/** The year-old archive (ours) against the fresh one (reference). */
const archiveGate = (name: string, url: string) =>
  shapesGate(name, url, { ours: () => seededBugsFile(YEAR), reference: () => seededBugsFile(FRESH) });

/** The busy room (ours) against the quiet one (reference). */
const openItemsGate = (name: string, url: string) =>
  shapesGate(name, url, {
    ours: () => seededOpenItemsFile(BUSY),
    reference: () => seededOpenItemsFile(QUIET),
  });

export const listGates: Gate[] = [
  archiveGate('bugs-first-paint (GET /api/bugs, 10,000 bugs / 100,000 comments vs 100 bugs)', '/api/bugs'),
  archiveGate(
    'bugs-closed-page (GET /api/bugs/closed, 10,000 bugs / 100,000 comments vs 100 bugs)',
    '/api/bugs/closed',
  ),
  // What /bugs and /tasks ask for first: the first page of the list as each page opens on it.
  openItemsGate(
    'bugs-open-first-page (GET /api/bugs/page by priority, 5,000 open bugs vs 100)',
    '/api/bugs/page?sort=priority&pinned=bug-001050,bug-001051',
  ),
  openItemsGate('tasks-open-first-page (GET /api/tasks/page, 5,000 open tasks vs 100)', '/api/tasks/page'),
];
