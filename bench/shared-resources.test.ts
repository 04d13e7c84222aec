import { describe, expect, it } from 'vitest';
import type { Gate, SharedResource } from './lib/gate.ts';
import { sharedResources } from './lib/shared-resources.ts';

function resource(name: string, log: string[]): SharedResource {
  return {
    open: async () => void log.push(`open ${name}`),
    close: async () => void log.push(`close ${name}`),
  };
}

const gate = (name: string, shared?: SharedResource): Gate => ({
  name,
  direction: '>=',
  target: 1,
  unit: 'points',
  shared,
  round: () => Promise.resolve({ ours: 1, reference: 1 }),
});

/** Runs the gates as the runner does, logging each gate between its resource's open and close. */
async function run(gates: Gate[], log: string[]) {
  const resources = sharedResources(gates);
  for (const g of gates) {
    await resources.before(g);
    log.push(g.name);
    await resources.after(g);
  }
}

describe('shared bench resources', () => {
  it('opens a resource before its first gate and closes it after its last, before the gates after it', async () => {
    const log: string[] = [];
    const site = resource('site', log);
    await run([gate('a'), gate('lh 1', site), gate('lh 2', site), gate('b')], log);
    expect(log).toEqual(['a', 'open site', 'lh 1', 'lh 2', 'close site', 'b']);
  });

  it('keeps a resource open across gates between its users, and each resource to its own last user', async () => {
    const log: string[] = [];
    const one = resource('one', log);
    const two = resource('two', log);
    await run([gate('x', one), gate('y', two), gate('z', one), gate('w')], log);
    expect(log).toEqual(['open one', 'x', 'open two', 'y', 'close two', 'z', 'close one', 'w']);
  });

  it('does not close a resource that never opened', async () => {
    const log: string[] = [];
    const failing: SharedResource = {
      open: () => Promise.reject(new Error('no Chromium')),
      close: async () => void log.push('close'),
    };
    const g = gate('lh', failing);
    const resources = sharedResources([g]);
    await expect(resources.before(g)).rejects.toThrow('no Chromium');
    await resources.after(g);
    expect(log).toEqual([]);
  });
});
