import type { Gate } from '../lib/gate.ts';
import { buildWebApp, INITIAL_JS_BUDGET_GZIP, type WebBuild } from '../lib/web-bundle.ts';

let web: WebBuild | undefined;
let bytes = 0;

/** Initial route JavaScript, gzipped, against the 170 KB budget: deterministic, so every round agrees. */
export const bundleGates: Gate[] = [
  {
    name: 'initial-bundle (gzip KB of the first paint vs the budget)',
    unit: 'KB',
    direction: '<=',
    target: 1,
    async setup() {
      web = await buildWebApp();
      bytes = web.initialGzipBytes();
    },
    async round() {
      return { ours: bytes / 1024, reference: INITIAL_JS_BUDGET_GZIP / 1024 };
    },
    async teardown() {
      web?.remove();
    },
  },
];
