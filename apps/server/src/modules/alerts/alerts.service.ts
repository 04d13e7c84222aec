import { DEVICE_EVENTS, parseEventJson } from '@canopy/shared/device-contract';
import { climateStatus } from '@canopy/shared/device-status';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { deviceNotFound } from '../devices/devices.errors.ts';
import { createDevicesRepository, type DeviceRow } from '../devices/devices.repository.ts';
import { toMs } from '../telemetry/telemetry.repository.ts';
import { createAlertsRepository } from './alerts.repository.ts';

export interface AlertsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Where alerts go when Telegram is configured; without it they are only stored. */
  chatId?: string;
  onAlert?: (alert: { deviceId: string; kind: AlertKind; message: string }) => void;
}

export type AlertKind = 'power_lost' | 'power_restored';

/**
 * Power alerts of DESIGN section 8: a climate device with alerts on that loses power (a power event, the
 * cloud's offline status, or silence past the online window) gives one alert, and one more when it is back.
 */
export function createAlertsService(deps: AlertsServiceDeps) {
  const devices = createDevicesRepository(deps.db);
  const alerts = createAlertsRepository(deps.db);

  async function raise(device: DeviceRow, kind: AlertKind) {
    const now = deps.clock.now();
    const lost = kind === 'power_lost';
    // A silent device stopped at its last reading, which may be long before this check noticed.
    const lastTs = toMs(device.last_ts);
    const stoppedAt = lastTs === null ? now : new Date(Math.min(lastTs, now.getTime()));
    const message = lost
      ? `Power failure: ${device.name} (${device.id}) stopped reporting at ${stoppedAt.toISOString()}`
      : `Power restored: ${device.name} (${device.id}) is back at ${now.toISOString()}`;
    await deps.db.transaction().execute(async (trx) => {
      // The state flip and the alert commit together, so a crash cannot send one twice or lose one.
      const changed = await trx
        .updateTable('devices')
        .set({ power_state: lost ? 'lost' : null, updated_at: now.toISOString() })
        .where('id', '=', device.id)
        .where((eb) => (lost ? eb('power_state', 'is', null) : eb('power_state', '=', 'lost')))
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return;
      await alerts.insertAlert(trx, {
        id: newId(now.getTime()),
        device_id: device.id,
        kind,
        message,
        created_at: now.toISOString(),
      });
      if (deps.chatId && device.alerts_enabled !== 0) {
        await alerts.enqueue(trx, {
          id: newId(now.getTime()),
          chat_id: deps.chatId,
          text: message,
          attempts: 0,
          next_attempt_at: now.getTime(),
          sent_at: null,
          last_error: null,
          created_at: now.toISOString(),
        });
      }
      deps.onAlert?.({ deviceId: device.id, kind, message });
    });
  }

  const eligible = (row: DeviceRow | undefined): row is DeviceRow =>
    row !== undefined && row.kind === 'climate' && row.alerts_enabled !== 0;

  return {
    /** Called for every device event the sync stores. */
    async onDeviceEvent(change: { deviceId: string; event: string; data: string | null }) {
      const row = await devices.find(change.deviceId);
      if (!eligible(row)) return;
      const power = change.event === DEVICE_EVENTS.power ? parseEventJson(change.data)?.state : undefined;
      const status = change.event === DEVICE_EVENTS.cloudStatus ? change.data?.trim() : undefined;
      if (power === 'lost' || status === 'offline') return raise(row, 'power_lost');
      if (power === 'restored' || status === 'online' || change.event === DEVICE_EVENTS.climate) {
        if (row.power_state === 'lost') return raise(row, 'power_restored');
      }
    },

    /** The silent case: no data past the 15-minute window counts as a power failure. */
    async checkSilence() {
      const nowMs = deps.clock.now().getTime();
      for (const row of await devices.list('climate')) {
        if (!eligible(row) || row.power_state === 'lost' || toMs(row.last_ts) === null) continue;
        if (climateStatus(toMs(row.last_ts), nowMs) === 'offline') await raise(row, 'power_lost');
      }
    },

    async list(deviceId?: string) {
      if (deviceId && !(await devices.find(deviceId))) throw deviceNotFound();
      const rows = await alerts.list(deviceId, 200);
      return rows.map((r) => ({
        _id: r.id,
        deviceId: r.device_id,
        kind: r.kind,
        message: r.message,
        createdAt: r.created_at,
        // null: no Telegram message was queued for it (Telegram not configured when it was raised).
        delivered: r.outbox_id === null ? null : r.outbox_sent_at !== null,
      }));
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
