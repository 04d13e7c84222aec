import { liveEventSchema } from '@canopy/shared/schemas/live-events';
import { z } from 'zod';
import type { LiveEvent } from './live-messages.ts';

/** The one channel every instance notifies and listens on. */
export const LIVE_CHANNEL = 'canopy_live';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more (the default build). */
export const NOTIFY_PAYLOAD_LIMIT = 7999;

/** Something to send: a payload as is, or events to store first and notify by id. */
export type Outgoing = { notify: string } | { store: string };

// The API's own schema: an event from another instance reaches browsers exactly as one published here.
export const storedEventsSchema = z.array(liveEventSchema);
const notificationSchema = z.union([
  z.object({ from: z.string(), events: storedEventsSchema }),
  z.object({ from: z.string(), stored: z.string() }),
]);
export type LiveNotification = z.infer<typeof notificationSchema>;

/**
 * Packs what one instance published in a tick into as few NOTIFY payloads as fit, in order; an event that
 * cannot fit a payload alone goes to the table and travels by id.
 */
export function packEvents(
  from: string,
  events: readonly LiveEvent[],
  limit = NOTIFY_PAYLOAD_LIMIT,
): Outgoing[] {
  const head = `{"from":${JSON.stringify(from)},"events":[`;
  const tail = ']}';
  const frame = Buffer.byteLength(head) + tail.length;
  const out: Outgoing[] = [];
  let batch: string[] = [];
  let bytes = frame;
  const flush = () => {
    if (batch.length > 0) out.push({ notify: `${head}${batch.join(',')}${tail}` });
    batch = [];
    bytes = frame;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    const size = Buffer.byteLength(json);
    if (frame + size > limit) {
      flush();
      out.push({ store: `[${json}]` });
      continue;
    }
    const separator = batch.length > 0 ? 1 : 0;
    if (bytes + separator + size > limit) flush();
    bytes += (batch.length > 0 ? 1 : 0) + size;
    batch.push(json);
  }
  flush();
  return out;
}

/** The notification of events stored by id. */
export const storedReference = (from: string, id: string): string => JSON.stringify({ from, stored: id });

/** A notification from any instance; null for anything else said on the channel. */
export function parseNotification(payload: string): LiveNotification | null {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
