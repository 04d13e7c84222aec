import { ALERT_SEVERITIES } from '@canopy/shared/alerts';
import { DEVICE_KINDS } from '@canopy/shared/device-contract';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/schema.ts';
import type { StoredReading } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import { statusOf } from '../devices/devices.mapper.ts';
import { createMetricsRepository } from './metrics.repository.ts';

export interface MetricsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Whether this instance's device event stream is connected (false where another instance leads it). */
  eventStreamConnected(): boolean;
}

/**
 * The Prometheus metrics of one app, in a registry of its own (tests build many apps in one process).
 * Counters and the request histogram count in memory; the device, outbox and alert gauges are read from
 * the database at scrape time, so every instance reports the same shared state.
 */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  const repository = createMetricsRepository(deps.db);
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'canopy_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const readingsStored = new Counter({
    name: 'canopy_readings_stored_total',
    help: 'Device readings committed to history by this instance, by device type',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  // Every type from the first scrape on, so rate() has a series before the first reading.
  for (const type of DEVICE_KINDS) readingsStored.inc({ type }, 0);

  new Gauge({
    name: 'canopy_devices_online',
    help: 'Devices online now by type (the online rule of the device lists)',
    labelNames: ['type'] as const,
    registers: [registry],
    async collect() {
      const rows = await repository.deviceStatuses();
      const nowMs = deps.clock.now().getTime();
      for (const type of DEVICE_KINDS) {
        const online = rows.filter((row) => row.kind === type && statusOf(row, nowMs) === 'online');
        this.set({ type }, online.length);
      }
    },
  });

  new Gauge({
    name: 'canopy_device_event_stream_connected',
    help: "1 while this instance's device cloud event stream is connected (one instance leads it)",
    registers: [registry],
    collect() {
      this.set(deps.eventStreamConnected() ? 1 : 0);
    },
  });

  // A channel seen once stays reported (at 0 once drained) rather than vanishing from the scrape.
  const seenChannels = new Set<string>();
  new Gauge({
    name: 'canopy_outbox_pending',
    help: 'Outgoing messages waiting to be delivered, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      const backlog = await repository.outboxBacklog();
      const pending = new Map<string, number>();
      for (const row of backlog) pending.set(row.channel, (pending.get(row.channel) ?? 0) + row.pending);
      for (const channel of pending.keys()) seenChannels.add(channel);
      for (const channel of seenChannels) this.set({ channel }, pending.get(channel) ?? 0);
    },
  });

  new Gauge({
    name: 'canopy_outbox_oldest_pending_seconds',
    help: 'Age of the oldest message still waiting to be delivered, by channel (0 when none waits)',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      const nowMs = deps.clock.now().getTime();
      const oldest = new Map<string, number>();
      for (const row of await repository.outboxBacklog()) {
        if (row.oldestCreatedAt === null) continue;
        const age = Math.max(0, (nowMs - Date.parse(row.oldestCreatedAt)) / 1000);
        oldest.set(row.channel, Math.max(age, oldest.get(row.channel) ?? 0));
        seenChannels.add(row.channel);
      }
      for (const channel of seenChannels) this.set({ channel }, oldest.get(channel) ?? 0);
    },
  });

  new Gauge({
    name: 'canopy_alerts_unresolved',
    help: 'Alerts not yet resolved, by severity',
    labelNames: ['severity'] as const,
    registers: [registry],
    async collect() {
      const counts = new Map((await repository.unresolvedAlerts()).map((row) => [row.severity, row.count]));
      for (const severity of ALERT_SEVERITIES) this.set({ severity }, counts.get(severity) ?? 0);
    },
  });

  return {
    contentType: registry.contentType,
    /** The text exposition of every metric (runs the database-backed collectors). */
    scrape: () => registry.metrics(),
    observeRequest(labels: { route: string; method: string; status_code: string }, seconds: number) {
      requestDuration.observe(labels, seconds);
    },
    countReadings(readings: readonly StoredReading[]) {
      for (const reading of readings) readingsStored.inc({ type: reading.kind });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
