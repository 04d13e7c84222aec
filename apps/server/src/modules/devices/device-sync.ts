import {
  DEVICE_EVENTS,
  KIND_VARIABLE,
  kindFromEventName,
  kindFromVariables,
  parseEventJson,
  parseReadingsLine,
  type DeviceKind,
} from '@canopy/shared/device-contract';
import { lightStatusOf } from '@canopy/shared/thresholds';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CloudEvent, DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import type { EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import { createCommandLog } from '../device-commands/command-log.ts';
import {
  parseClimate,
  parseReading,
  type ClimateReading,
  type Reading,
} from '../telemetry/telemetry-parser.ts';
import type { TelemetryWriter } from '../telemetry/telemetry-writer.ts';
import { createDeviceStream } from './device-stream.ts';
import { createDevicesRepository } from './devices.repository.ts';

export interface DeviceSyncDeps {
  db: Kysely<Database>;
  cloud: DeviceCloud;
  writer: TelemetryWriter;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Told about every stored device event; telemetry is announced by the writer once committed. */
  events?: EventPublisher;
}

export interface DeviceSync {
  /**
   * Stores one cloud event. `durable` waits until a telemetry sample is committed, for callers that
   * acknowledge delivery (the webhook): an acknowledged reading must survive a crash.
   */
  handleEvent(event: CloudEvent, options?: { durable?: boolean }): Promise<void>;
  /** Polls the cloud's device list: names, kinds and the cloud's online flag. */
  poll(): Promise<void>;
  /**
   * Reads the device's own variable (`Readings`, `Soil` or `Water`) and stores it as its current state and
   * a history row at `ts`, written before this resolves. Returns the raw value it read.
   */
  refreshReading(device: { id: string; name: string; kind: DeviceKind }, ts: number): Promise<string>;
  /**
   * Keeps the cloud's event stream open in this instance until the returned function stops it: the
   * `device-stream` job's standby, in every instance (see device-stream.ts).
   */
  watchEventStream(options?: { watchdogMs?: number }): () => Promise<void>;
  /**
   * Stores what the stream brings until the returned function stops it: the `device-stream` job, led by
   * one instance only. Polling (`poll`) runs in every instance: its writes are idempotent.
   */
  leadEventStream(): () => Promise<void>;
  /** Whether this instance leads a connected event stream (for the metrics). */
  isStreamConnected(): boolean;
}

/** Keeps the current-state rows in step with the cloud: the event stream first, polling as a fallback. */
export function createDeviceSync(deps: DeviceSyncDeps): DeviceSync {
  const devices = createDevicesRepository(deps.db);
  const commands = createCommandLog(deps);
  const now = () => deps.clock.now().toISOString();

  async function handleEvent(event: CloudEvent, options: { durable?: boolean } = {}): Promise<void> {
    const ts = Date.parse(event.publishedAt);
    const kind = kindFromEventName(event.name);
    if (kind) {
      const payload = parseEventJson(event.data);
      if (!payload || Number.isNaN(ts)) return;
      const known = await devices.find(event.coreid);
      deps.writer.enqueue({
        deviceId: event.coreid,
        name: known?.name ?? event.coreid,
        ts,
        reading: parseReading(kind, payload),
      });
      // Concurrent durable callers share one commit: flush() takes everything queued so far.
      if (options.durable) await deps.writer.flush();
    } else if (event.name === DEVICE_EVENTS.config) {
      if (event.data && parseEventJson(event.data))
        await devices.update(event.coreid, { config: event.data }, now());
    } else if (event.name === DEVICE_EVENTS.flashStatus) {
      // The OTA outcome ("started ", "success ", "failed ") joins the audit log beside the flash request.
      const status = (event.data ?? '').trim();
      await commands.record({
        deviceId: event.coreid,
        userId: null,
        functionName: 'flashStatus',
        arg: status,
        returnValue: status === 'success' ? 1 : status === 'failed' ? 0 : null,
        error: status === 'failed' ? 'Firmware update failed' : null,
      });
    } else if (event.name === DEVICE_EVENTS.cloudStatus) {
      const online = event.data?.trim() === 'online';
      await devices.update(event.coreid, { cloud_online: online ? 1 : 0, last_heard_at: ts }, now());
    }
    if (!kind)
      deps.events?.publish('device.changed', { deviceId: event.coreid, event: event.name, data: event.data });
  }

  /** The `Readings` line carries only some climate fields; the rest stay as last reported. */
  function mergeReadingsLine(previous: ClimateReading, line: string): ClimateReading {
    const parsed = parseReadingsLine(line);
    const lightStatus = parsed.light === null ? previous.lightStatus : lightStatusOf(parsed.light);
    return {
      ...previous,
      co2: parsed.co2 ?? previous.co2,
      temperature: parsed.temperature ?? previous.temperature,
      humidity: parsed.humidity ?? previous.humidity,
      vpd: parsed.vpd ?? previous.vpd,
      light: parsed.light ?? previous.light,
      lightStatus,
      dayStatus: lightStatus === null ? previous.dayStatus : lightStatus ? 'day' : 'night',
      preset: parsed.phase ?? previous.preset,
    };
  }

  async function refreshReading(
    device: { id: string; name: string; kind: DeviceKind },
    ts: number,
  ): Promise<string> {
    const value = String(await deps.cloud.getVariable(device.id, KIND_VARIABLE[device.kind]));
    let reading: Reading | null = null;
    if (device.kind === 'climate') {
      const stored = (await devices.find(device.id))?.latest;
      const previous = stored ? (JSON.parse(stored) as ClimateReading) : parseClimate({});
      reading = { kind: 'climate', payload: mergeReadingsLine(previous, value) };
    } else {
      const payload = parseEventJson(value);
      if (payload) reading = parseReading(device.kind, payload);
    }
    if (reading) {
      deps.writer.enqueue({ deviceId: device.id, name: device.name, ts, reading });
      await deps.writer.flush();
    }
    return value;
  }

  async function poll(): Promise<void> {
    const list = await deps.cloud.listDevices();
    for (const d of list) {
      await devices.ensure(deps.db, { id: d.id, name: d.name, kind: kindFromVariables(d.variables) }, now());
      await devices.update(
        d.id,
        { name: d.name, cloud_online: d.online ? 1 : 0, last_heard_at: d.lastHeardMs },
        now(),
      );
    }
    // Devices publish their config only on getConfig; read it once so the config views are not empty.
    const missing = list.filter((d) => d.online && 'Config' in d.variables);
    await Promise.all(
      missing.map(async (d) => {
        const row = await devices.find(d.id);
        if (!row || row.config) return;
        const value = await deps.cloud.getVariable(d.id, 'Config').catch(() => null);
        if (typeof value === 'string' && parseEventJson(value))
          await devices.update(d.id, { config: value }, now());
      }),
    );
  }

  const stream = createDeviceStream({
    cloud: deps.cloud,
    log: deps.log,
    store: (event) => handleEvent(event),
    async unstored(readings) {
      const kinds = [...new Set(readings.map((reading) => reading.kind))];
      const missed = await Promise.all(
        kinds.map((kind) =>
          deps.writer.unstored(
            kind,
            readings
              .filter((reading) => reading.kind === kind)
              .map((reading) => ({ deviceId: reading.event.coreid, ts: reading.ts, reading })),
          ),
        ),
      );
      const kept = new Set(missed.flat().map((key) => key.reading));
      return readings.filter((reading) => kept.has(reading));
    },
  });

  return {
    handleEvent,
    poll,
    refreshReading,
    watchEventStream: (options) => stream.watch(options),
    leadEventStream: () => stream.lead(),
    isStreamConnected: () => stream.isLeadingConnected(),
  };
}
