import { describe, expect, it } from 'vitest';
import { createOutboxLanes, type LaneKey } from './outbox-lanes.ts';

interface Message extends LaneKey {
  id: number;
}

/** An outbox in memory: `due` leaves out busy lanes and what was taken, as the repository's claim does. */
function memoryOutbox(messages: Message[], deliver: (row: Message, signal: AbortSignal) => Promise<boolean>) {
  const taken = new Set<number>();
  const stuck: LaneKey[] = [];
  const lanes = createOutboxLanes<Message>({
    async due(busy) {
      return messages.filter(
        (m) => !taken.has(m.id) && !busy.some((b) => b.channel === m.channel && b.recipient === m.recipient),
      );
    },
    async deliver(row, signal) {
      taken.add(row.id);
      return deliver(row, signal);
    },
    onError: () => undefined,
    maxLanesPerChannel: 2,
    stuckAfterMs: 30,
    onStuck: (lane) => stuck.push(lane),
  });
  return { lanes, stuck };
}

const mail = (id: number, recipient: string): Message => ({ id, channel: 'email', recipient });

describe('outbox lanes', () => {
  it('sends one recipient in order and recipients side by side', async () => {
    const order: number[] = [];
    const { lanes } = memoryOutbox([mail(1, 'a'), mail(2, 'b'), mail(3, 'a')], async (row) => {
      order.push(row.id);
      return true;
    });
    expect(await lanes.runOnce()).toBe(3);
    expect(order.indexOf(1)).toBeLessThan(order.indexOf(3));
  });

  it('keeps a hanging recipient from holding another, and a pass from waiting for it', async () => {
    const sent: number[] = [];
    const messages = [mail(1, 'hangs'), mail(2, 'fine')];
    const { lanes, stuck } = memoryOutbox(messages, (row, signal) => {
      if (row.recipient === 'hangs')
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      sent.push(row.id);
      return Promise.resolve(true);
    });
    lanes.pump();
    await new Promise((resolve) => setTimeout(resolve, 50));
    messages.push(mail(3, 'fine'));
    lanes.pump();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([2, 3]);
    // The next pass notices the lane that has been busy too long.
    lanes.pump();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stuck).toEqual([{ channel: 'email', recipient: 'hangs' }]);
    await lanes.stop();
  });

  it('opens at most the channel limit of lanes at once', async () => {
    let open = 0;
    let most = 0;
    const { lanes } = memoryOutbox(
      [1, 2, 3, 4, 5].map((id) => mail(id, `r${id}`)),
      async () => {
        most = Math.max(most, ++open);
        await new Promise((resolve) => setTimeout(resolve, 5));
        open -= 1;
        return true;
      },
    );
    await lanes.runOnce();
    await lanes.idle();
    expect(most).toBe(2);
  });

  it('stops in-flight sends at once and starts nothing after', async () => {
    const messages = [mail(1, 'a')];
    let calls = 0;
    const { lanes } = memoryOutbox(messages, (_row, signal) => {
      calls += 1;
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    lanes.pump();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await lanes.stop();
    messages.push(mail(2, 'b'));
    lanes.pump();
    await lanes.idle();
    expect(calls).toBe(1);
  });
});
