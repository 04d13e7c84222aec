import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import type { Job } from '../../jobs/job-registry.ts';
import type { EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import type { HistoryReads } from '../history/history.types.ts';
import { createTelemetryWriter } from '../telemetry/telemetry-writer.ts';
import { createDeviceSync } from './device-sync.ts';
import type { DevicesRepository } from './devices.repository.ts';
import { registerDeviceRoutes } from './devices.routes.ts';
import { createDevicesService, type DevicesServiceDeps } from './devices.service.ts';

export interface DevicesModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  events: EventPublisher;
  cloud: DeviceCloud;
  /** The device rows the telemetry writer keeps current. */
  devices: DevicesRepository;
  /** The climate readings of a device's chart (the history module's). */
  history: HistoryReads;
  /** Telemetry batch interval (500 ms); 0 leaves flushing to the caller (tests). */
  flushEveryMs?: number;
  /** The device's messaging-alert toggle is its power rule, kept by the alerts module. */
  setPowerAlerts: DevicesServiceDeps['setPowerAlerts'];
  /** The room, run and day each device shows (the rooms module). */
  cropOfDevices?: DevicesServiceDeps['cropOfDevices'];
  /** The `device-poll` interval (60 s) and the event stream's watchdog. */
  pollEveryMs?: number;
  watchdogMs?: number;
}

/**
 * Devices and their readings: the cloud's events and polls (`device-sync.ts`) queued into the telemetry
 * writer, the devices' API, and the `device-stream` and `device-poll` jobs.
 */
export function createDevicesModule(deps: DevicesModuleDeps) {
  const { db, clock, log, events, cloud } = deps;
  const writer = createTelemetryWriter({
    db,
    clock,
    devices: deps.devices,
    flushEveryMs: deps.flushEveryMs ?? 500,
    events,
  });
  const sync = createDeviceSync({ db, cloud, writer, clock, log, events });
  const service = createDevicesService({
    db,
    cloud,
    sync,
    clock,
    history: deps.history,
    setPowerAlerts: deps.setPowerAlerts,
    cropOfDevices: deps.cropOfDevices,
  });
  const jobs: Job[] = [
    {
      name: 'device-stream',
      standby: () => sync.watchEventStream({ watchdogMs: deps.watchdogMs }),
      lead: () => sync.leadEventStream(),
    },
    {
      name: 'device-poll',
      scope: 'every-instance',
      everyMs: deps.pollEveryMs ?? 60_000,
      run: () => sync.poll(),
    },
  ];
  return { writer, sync, service, jobs, routes: (app: AppInstance) => registerDeviceRoutes(app, service) };
}
