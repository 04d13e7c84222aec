import type { DeviceKind } from '@canopy/shared/device-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { openMqttLink, type MqttLink } from '../../integrations/mqtt/mqtt-link.ts';
import type { StoredReading } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DeviceDirectory, DeviceRow } from '../devices/devices.types.ts';
import { publishedDevice } from './device-state.ts';
import {
  availabilityTopic,
  bridgeStatusTopic,
  discoveryMessages,
  stateTopic,
  type MqttTopics,
} from './ha-discovery.ts';

/** `MQTT_URL`, `MQTT_PREFIX` and `MQTT_DISCOVERY_PREFIX`, and the knobs tests turn. */
export interface MqttSettings extends MqttTopics {
  url: string;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  maxQueued?: number;
  /** How often every device is compared with what was published (time-window offline, other instances). */
  refreshMs?: number;
}

export interface MqttPublisherDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: MqttSettings;
  /** The devices published (the devices module's). */
  devices: DeviceDirectory;
}

/** What was last handed to the link per device, so only changes go out between reconnects. */
interface Sent {
  discovery: string;
  availability: string;
  state: string;
}

/**
 * Publishes every device to MQTT for Home Assistant: discovery configs, retained state and availability.
 * It runs as a singleton job (`lead`), so one instance publishes; it hears this instance's app events only
 * (app events are per process), and a periodic comparison with the database catches what other instances
 * stored, devices that went silent, and renamed devices. Nothing here runs on a request's path: event
 * handlers only note which devices to look at.
 */
export function createMqttPublisher(deps: MqttPublisherDeps) {
  const { settings, devices } = deps;
  const sent = new Map<string, Sent>();
  let link: MqttLink | null = null;
  let wanted: { all: boolean; force: boolean; ids: Set<string> } = {
    all: false,
    force: false,
    ids: new Set(),
  };
  let running: Promise<void> | null = null;

  /** Hands one device's changed messages to the link, once they fit: a broker away holds the pass here. */
  async function publish(current: MqttLink, row: DeviceRow & { kind: DeviceKind }, force: boolean) {
    const discovery = discoveryMessages(settings, row);
    await current.room(discovery.length + 2);
    if (link !== current) return;
    const view = publishedDevice(row, deps.clock.now().getTime());
    const next: Sent = {
      discovery: JSON.stringify(discovery),
      availability: view.availability,
      state: JSON.stringify(view.state),
    };
    const last = force ? undefined : sent.get(row.id);
    if (last?.discovery !== next.discovery)
      for (const message of discovery) current.send(message.topic, JSON.stringify(message.config));
    if (last?.state !== next.state) current.send(stateTopic(settings, row.id), next.state);
    if (last?.availability !== next.availability)
      current.send(availabilityTopic(settings, row.id), next.availability);
    sent.set(row.id, next);
  }

  /** One pass at a time, in order: two overlapping reads could otherwise publish an older state last. */
  async function drain() {
    while (wanted.all || wanted.ids.size > 0) {
      const { all, force, ids } = wanted;
      wanted = { all: false, force: false, ids: new Set() };
      const current = link;
      if (!current) return;
      try {
        const rows = all ? await devices.list() : await devices.findMany([...ids]);
        for (const row of rows) if (row.kind) await publish(current, { ...row, kind: row.kind }, force);
      } catch (err) {
        deps.log.warn({ err }, 'MQTT: devices not published');
      }
    }
  }

  function look(ids: Iterable<string> | 'all', force = false) {
    if (!link) return;
    if (ids === 'all') wanted.all = true;
    else for (const id of ids) wanted.ids.add(id);
    wanted.force ||= force;
    if (running) return;
    running = drain().finally(() => {
      running = null;
      if (link && (wanted.all || wanted.ids.size > 0)) look([]);
    });
  }

  return {
    /** The `mqtt-publisher` job: connects, publishes, and keeps publishing until the returned stop. */
    lead(): () => Promise<void> {
      sent.clear();
      const current = openMqttLink({
        url: settings.url,
        statusTopic: bridgeStatusTopic(settings),
        log: deps.log,
        reconnectMinMs: settings.reconnectMinMs,
        reconnectMaxMs: settings.reconnectMaxMs,
        maxQueued: settings.maxQueued,
        // The broker may have lost its retained messages (a restart without persistence): all again.
        onConnect: () => look('all', true),
      });
      link = current;
      look('all', true);
      const timer = setInterval(() => look('all'), settings.refreshMs ?? 30_000);
      timer.unref();
      return async () => {
        clearInterval(timer);
        link = null;
        // Closing first releases a pass that waits for room, so stopping never waits on a broker.
        await current.close();
        await running;
      };
    },
    onReadingsStored(readings: readonly StoredReading[]) {
      look(new Set(readings.map((reading) => reading.deviceId)));
    },
    /** Status, power, config or flash events: the device's availability or name may have changed. */
    onDeviceChanged(change: { deviceId: string }) {
      look([change.deviceId]);
    },
    /** Compares every device with what was published now, as the periodic pass does (tests). */
    refresh() {
      look('all');
    },
    /** Resolves once every requested pass has run and the broker has acknowledged it all (tests). */
    async settled() {
      for (;;) {
        while (running) await running;
        if (!link || (link.isConnected() && link.pending() === 0 && !running)) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** Messages waiting for the broker or its acknowledgement; 0 while not leading. */
    queued: () => link?.pending() ?? 0,
  };
}

export type MqttPublisher = ReturnType<typeof createMqttPublisher>;
