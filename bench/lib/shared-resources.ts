import type { Gate, SharedResource } from './gate.ts';

/**
 * The shared resources of a run's gates: each is opened before the first gate that uses it and closed
 * after the last one, not at the end of the run, so that Lighthouse's site (a demo product with its jobs
 * and Chromium, on every core) does not run beside the gates measured after it.
 */
export function sharedResources(gates: readonly Gate[]) {
  const lastUser = new Map<SharedResource, Gate>();
  for (const gate of gates) if (gate.shared) lastUser.set(gate.shared, gate);
  const open = new Set<SharedResource>();
  return {
    async before(gate: Gate) {
      if (!gate.shared || open.has(gate.shared)) return;
      await gate.shared.open();
      open.add(gate.shared);
    },
    async after(gate: Gate) {
      if (!gate.shared || lastUser.get(gate.shared) !== gate || !open.has(gate.shared)) return;
      open.delete(gate.shared);
      await gate.shared.close();
    },
  };
}
