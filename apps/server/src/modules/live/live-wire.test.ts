import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './live-messages.ts';
import { NOTIFY_PAYLOAD_LIMIT, packEvents, parseNotification, storedReference } from './live-wire.ts';

const event = (i: number, name = 'reading'): LiveEvent => ({
  type: 'device',
  deviceId: i.toString(16).padStart(24, '0'),
  name,
  at: 1_700_000_000_000 + i,
});

describe('packEvents', () => {
  it('sends one tick of events in as few payloads as fit under the limit, in order', () => {
    const events = Array.from({ length: 300 }, (_, i) => event(i));
    const out = packEvents('instance-a', events);
    expect(out.length).toBeGreaterThan(1);
    const payloads = out.map((item) => ('notify' in item ? item.notify : ''));
    for (const payload of payloads)
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_LIMIT);
    // Full payloads: the next event would not have fitted in the one before.
    for (const payload of payloads.slice(0, -1))
      expect(Buffer.byteLength(payload) + Buffer.byteLength(JSON.stringify(event(0))) + 1).toBeGreaterThan(
        NOTIFY_PAYLOAD_LIMIT,
      );
    const heard = payloads.flatMap((payload) => {
      const message = parseNotification(payload);
      return message && 'events' in message ? message.events : [];
    });
    expect(heard).toEqual(events);
  });

  it('counts bytes, not characters, against the limit', () => {
    const wide = Array.from({ length: 40 }, (_, i) => event(i, 'ø'.repeat(100)));
    for (const item of packEvents('a', wide, 1000))
      expect(Buffer.byteLength('notify' in item ? item.notify : '')).toBeLessThanOrEqual(1000);
  });

  it('stores an event too large for any payload, keeping its place in the order', () => {
    const huge = event(2, 'x'.repeat(NOTIFY_PAYLOAD_LIMIT));
    const out = packEvents('a', [event(1), huge, event(3)]);
    expect(out).toEqual([
      { notify: JSON.stringify({ from: 'a', events: [event(1)] }) },
      { store: JSON.stringify([huge]) },
      { notify: JSON.stringify({ from: 'a', events: [event(3)] }) },
    ]);
  });
});

describe('parseNotification', () => {
  it('reads both kinds and ignores anything else said on the channel', () => {
    expect(parseNotification(storedReference('a', 'id-1'))).toEqual({ from: 'a', stored: 'id-1' });
    expect(parseNotification('hello')).toBeNull();
    expect(parseNotification('{"from":"a","events":[{"type":"nope"}]}')).toBeNull();
  });
});
