import { describe, expect, it } from 'vitest';
import { createSlots } from './image-slots.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('image slots', () => {
  it('runs at most the given number of tasks at once, the rest in arrival order', async () => {
    const slots = createSlots(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, index) =>
      slots.run(async () => {
        started.push(index);
        await g.opened;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await slots.run(() => Promise.resolve('next'))).toBe('next');
  });
});
