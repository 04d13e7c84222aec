import type { Kysely } from 'kysely';
import { toMs } from '../../db/epoch-ms.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { statusOf } from '../devices/devices.mapper.ts';
import type { AnnouncedStatus, WebhookDeviceStatesRepository } from './webhook-device-states.repository.ts';
import type { WebhookEnqueuer } from './webhook-enqueuer.ts';

export interface DeviceStatusWatchDeps {
  db: Kysely<Database>;
  clock: Clock;
  states: WebhookDeviceStatesRepository;
  enqueuer: WebhookEnqueuer;
  /** After a commit that queued deliveries. */
  queued(): void;
}

/**
 * Turns device status (as every page shows it: the online window, overruled by the cloud's offline flag)
 * into `device.online` and `device.offline` events. A device goes offline by silence as well as by a
 * cloud event, so the status is checked on each device event and by the webhook job's pass; each change
 * is a compare-and-set on the status last announced, so racing checks (here or in another instance)
 * announce it once.
 */
export function createDeviceStatusWatch(deps: DeviceStatusWatchDeps) {
  return {
    /** Checks the devices named (all when none are); resolves with the deliveries queued. */
    async check(deviceIds?: readonly string[]): Promise<number> {
      const nowMs = deps.clock.now().getTime();
      const at = new Date(nowMs).toISOString();
      const devices = await deps.states.devices(deviceIds);
      const announced = await deps.states.announced(deviceIds);
      const firstSeen: { deviceId: string; status: AnnouncedStatus }[] = [];
      let queued = 0;
      for (const device of devices) {
        const status = statusOf(device, nowMs);
        if (status === 'unknown') continue;
        const before = announced.get(device.id);
        if (!before) firstSeen.push({ deviceId: device.id, status });
        if (!before || before === status) continue;
        await deps.db.transaction().execute(async (trx) => {
          if (!(await deps.states.change(trx, device.id, before, status, at))) return;
          const lastSeenMs = toMs(device.last_ts) ?? toMs(device.last_heard_at);
          queued += await deps.enqueuer.device(
            trx,
            { id: device.id, name: device.name, kind: device.kind, status, lastSeenMs },
            nowMs,
          );
        });
      }
      await deps.states.baseline(firstSeen, at);
      if (queued > 0) deps.queued();
      return queued;
    },
  };
}

export type DeviceStatusWatch = ReturnType<typeof createDeviceStatusWatch>;
