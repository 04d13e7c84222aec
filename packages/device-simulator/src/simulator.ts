import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVICE_EVENTS } from '@canopy/shared/device-contract';
import type { DeviceMode, VirtualDevice } from './devices/device.ts';
import { EventHub } from './event-hub.ts';
import type { SimulatorScenario } from '@canopy/shared/alerts';
import { Faults } from './faults.ts';
import { handleRequest } from './routes.ts';
import type { SimulatorContext } from './simulator-context.ts';
import { scenarioApplies } from './scenarios.ts';

/** A binary containing this marker fails its OTA update, for tests of the failure path. */
export { FAILING_FIRMWARE_MARKER } from './flash.ts';

export interface SimulatorOptions {
  port?: number;
  host?: string;
  /** The one access token the simulated cloud accepts. */
  token: string;
  /** Quiet time before a `\n` keep-alive on event streams; the cloud's is 9 to 13 s. */
  keepAliveMs?: number;
  /** Status of the offline "timed out" answer (the cloud has used 408 and 400). */
  offlineStatus?: number;
  /** How long an unresponsive device keeps a call waiting before "timed out" (the cloud: up to 30 s). */
  unresponsiveDelayMs?: number;
  /** Steps of an OTA update and of a reboot. */
  flashStepMs?: number;
  rebootMs?: number;
  /** How often the scheduler checks which devices are due to publish; 0 turns publishing off. */
  tickMs?: number;
  now?: () => number;
}

export interface Simulator {
  url: string;
  port: number;
  devices: Map<string, VirtualDevice>;
  faults: Faults;
  add(device: VirtualDevice): void;
  setMode(deviceId: string, mode: DeviceMode): void;
  /** Publishes as the cloud would fan it out to event streams. */
  publish(name: string, data: string | null, coreid: string): void;
  /** Publishes every online device's telemetry now. */
  publishAll(): void;
  /** Reboots a device: `spark/status` offline, then online with fresh telemetry. */
  reboot(deviceId: string): void;
  powerLoss(deviceId: string): void;
  powerRestore(deviceId: string): void;
  /**
   * Starts a scenario on a device (`normal` ends it) and publishes its telemetry at once, unless the
   * sensor is now dead. Refuses an unknown device and a scenario of another device type.
   */
  setScenario(deviceId: string, scenario: SimulatorScenario): 'ok' | 'unknown_device' | 'wrong_type';
  /** Devices playing a scenario, by id. */
  scenarios(): Record<string, SimulatorScenario>;
  dropStreams(): void;
  streamCount(): number;
  close(): Promise<void>;
}

/** Starts a Particle-Cloud-compatible HTTP server; add devices with `add` (see fleet.ts for the demo set). */
export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const now = options.now ?? Date.now;
  const devices = new Map<string, VirtualDevice>();
  const hub = new EventHub(options.keepAliveMs ?? 5000);
  const faults = new Faults();
  const timers = new Set<NodeJS.Timeout>();
  const lastPublished = new Map<string, number>();

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => (timers.delete(timer), fn()), ms);
    timers.add(timer);
  };
  const publish = (name: string, data: string | null, coreid: string) => {
    const device = devices.get(coreid);
    if (device) device.lastHeardMs = now();
    hub.publish({ name, data, coreid, published_at: new Date(now()).toISOString(), ttl: 60 });
  };
  const publishTelemetry = (device: VirtualDevice) => {
    // A dead sensor says nothing, however it is asked to.
    if (device.scenario?.name === 'sensor-dead') return;
    const t = device.telemetry(now());
    publish(t.name, t.data, device.id);
    lastPublished.set(device.id, now());
  };
  const reboot = (deviceId: string) => {
    const device = devices.get(deviceId);
    if (!device) return;
    device.mode = 'offline';
    publish(DEVICE_EVENTS.cloudStatus, 'offline', deviceId);
    later(options.rebootMs ?? 2000, () => {
      device.mode = 'online';
      publish(DEVICE_EVENTS.cloudStatus, 'online', deviceId);
      publishTelemetry(device);
    });
  };

  const setScenario = (deviceId: string, scenario: SimulatorScenario) => {
    const device = devices.get(deviceId.toLowerCase());
    if (!device) return 'unknown_device' as const;
    if (!scenarioApplies(device, scenario)) return 'wrong_type' as const;
    device.scenario = scenario === 'normal' ? null : { name: scenario, startedMs: now() };
    if (device.mode === 'online') publishTelemetry(device);
    return 'ok' as const;
  };
  const scenarios = () =>
    Object.fromEntries(
      [...devices.values()].flatMap((d): [string, SimulatorScenario][] =>
        d.scenario ? [[d.id, d.scenario.name]] : [],
      ),
    );

  const context: SimulatorContext = {
    setScenario,
    scenarios,
    token: options.token,
    devices,
    hub,
    faults,
    now,
    offlineStatus: options.offlineStatus ?? 408,
    unresponsiveDelayMs: options.unresponsiveDelayMs ?? 20_000,
    flashStepMs: options.flashStepMs ?? 1000,
    later,
    publish,
    reboot,
  };

  const server: Server = createServer((req, res) => {
    handleRequest(context, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error: 'Internal Server Error' }));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;

  const tickMs = options.tickMs ?? 1000;
  const ticker =
    tickMs > 0
      ? setInterval(() => {
          for (const device of devices.values()) {
            if (device.mode !== 'online') continue;
            const last = lastPublished.get(device.id) ?? 0;
            if (now() - last >= device.publishEveryMs()) publishTelemetry(device);
          }
        }, tickMs)
      : null;
  ticker?.unref();

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    devices,
    faults,
    add: (device) => void devices.set(device.id, device),
    setMode: (deviceId, mode) => {
      const device = devices.get(deviceId);
      if (device) device.mode = mode;
    },
    publish,
    publishAll: () => {
      for (const device of devices.values()) if (device.mode === 'online') publishTelemetry(device);
    },
    powerLoss: (deviceId) => {
      const device = devices.get(deviceId);
      if (!device) return;
      // Units with a supercap get one last event out before the cloud notices the silence.
      publish(DEVICE_EVENTS.power, JSON.stringify({ state: 'lost' }), deviceId);
      device.mode = 'offline';
      publish(DEVICE_EVENTS.cloudStatus, 'offline', deviceId);
    },
    powerRestore: (deviceId) => {
      const device = devices.get(deviceId);
      if (!device) return;
      device.mode = 'online';
      publish(DEVICE_EVENTS.cloudStatus, 'online', deviceId);
      publish('spark/device/last_reset', 'power_down', deviceId);
      publish(DEVICE_EVENTS.power, JSON.stringify({ state: 'restored' }), deviceId);
      publishTelemetry(device);
    },
    reboot,
    setScenario,
    scenarios,
    dropStreams: () => hub.dropAll(),
    streamCount: () => hub.size,
    close: async () => {
      if (ticker) clearInterval(ticker);
      for (const timer of timers) clearTimeout(timer);
      hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
