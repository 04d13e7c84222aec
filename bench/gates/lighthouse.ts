// Lighthouse scores of the pages a phone opens first, with Lighthouse's default mobile emulation and the
// system Chromium: accessibility 100, best practices 95, performance 90 on each. A score is already a
// figure relative to Lighthouse's own reference curves, so the gate's reference is the target score.
import type { Gate, SharedResource } from '../lib/gate.ts';
import { startOnCore } from '../lib/processes.ts';
import {
  startLighthouseSite,
  type LighthouseCategory,
  type LighthouseScores,
  type LighthouseSite,
} from '../lib/lighthouse.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3150) + 7;
const DEBUGGING_PORT = PORT + 1;
const PAGES = ['/login', '/devices', '/cuttings'] as const;
const TARGETS: Record<LighthouseCategory, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 95,
};

let site: LighthouseSite | undefined;
const product: SharedResource = {
  async open() {
    // A score is absolute, not a ratio: the product and Chromium get every core, as when Lighthouse is
    // run by hand (pinned to the runner's one core they shared it, and every score fell).
    site = await startOnCore('all', 1, () => startLighthouseSite(PORT, DEBUGGING_PORT));
  },
  async close() {
    await site?.close();
    site = undefined;
  },
};

/**
 * One Lighthouse run per page and call, shared by that page's three category gates: each of them asks
 * for call 0 (the runner's warm-up), then 1, 2, ... in the same order.
 */
const runs = new Map<string, Promise<LighthouseScores>>();
const calls = new Map<string, number>();

function nextScores(page: string, category: LighthouseCategory): Promise<LighthouseScores> {
  const callKey = `${page} ${category}`;
  const call = calls.get(callKey) ?? 0;
  calls.set(callKey, call + 1);
  const runKey = `${page} ${call}`;
  let run = runs.get(runKey);
  if (!run) {
    run = site!.audit(page, { signedIn: page !== '/login' });
    runs.set(runKey, run);
  }
  return run;
}

function gateFor(page: string, category: LighthouseCategory): Gate {
  return {
    name: `lighthouse ${page} ${category} (score vs ${TARGETS[category]})`,
    unit: 'points',
    direction: '>=',
    target: 1,
    shared: product,
    async round() {
      return { ours: (await nextScores(page, category))[category], reference: TARGETS[category] };
    },
  };
}

export const lighthouseGates: Gate[] = PAGES.flatMap((page) =>
  (Object.keys(TARGETS) as LighthouseCategory[]).map((category) => gateFor(page, category)),
);
