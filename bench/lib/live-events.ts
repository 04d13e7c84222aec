import type { LiveEvent } from '../../apps/server/src/testing/bench-entry.ts';

/** How many events one `publish` control call sends, and how many go out per event-loop turn. */
export const EVENTS_PER_ROUND = 200;
const EVENTS_PER_TURN = 20;

/** The bytes a browser receives for one event, as GET /api/events writes them. */
export const sseFrame = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** Event `i` of a round: a device reading, the commonest live event (fixed widths, so every frame is alike). */
export const benchEvent = (i: number): LiveEvent => ({
  type: 'device',
  deviceId: `b1${(i % 130).toString(16).padStart(22, '0')}`,
  name: 'reading',
  at: 1_800_000_000_000 + i,
});

/**
 * Publishes `count` events the way a telemetry flush does, a burst at a time with the event loop turning
 * in between, so sockets drain as they would. Ours and the reference publish through this same loop.
 */
export async function publishInTurns(count: number, publish: (event: LiveEvent) => void): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    publish(benchEvent(i));
    if ((i + 1) % EVENTS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}
