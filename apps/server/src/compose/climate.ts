import type { AppDeps } from '../app-deps.ts';
import { noDeviceCloud } from '../integrations/device-cloud/device-cloud.ts';
import type { AlertsModule } from '../modules/alerts/alerts.module.ts';
import { createClimateProfiles } from '../modules/automations/profiles/climate-profiles.ts';
import { createDevicesModule } from '../modules/devices/devices.module.ts';
import { createFirmwareModule } from '../modules/firmware/firmware.module.ts';
import { createHistoryExportModule } from '../modules/history-export/history-export.module.ts';
import { createHomeAssistantModule } from '../modules/home-assistant/home-assistant.module.ts';
import { createSimulatorModule } from '../modules/simulator/simulator.module.ts';
import { createWaterModule } from '../modules/water/water.module.ts';
import { createWebhooksModule } from '../modules/webhooks/webhooks.module.ts';
import type { Accounts } from './accounts.ts';
import type { Crop } from './crop.ts';
import type { Kit } from './kit.ts';
import type { Readings } from './readings.ts';

type ClimateDeps = Pick<
  AppDeps,
  'deviceCloud' | 'telemetryFlushMs' | 'jobs' | 'mqtt' | 'firmwareDir' | 'firmwareStorage' | 'webhookSecret'
>;

export interface ClimateNeeds {
  readings: Readings;
  /** A device's messaging-alert toggle is its power rule, kept by the alerts module. */
  alerts: AlertsModule;
  /** The room, run and day each device shows; a room's controllers, which a climate profile is applied to. */
  rooms: Pick<Crop['rooms'], 'cropOfDevices' | 'service'>;
  /** Whoever applied a climate profile, with their role now: its phases are written in their name. */
  users: { findById: Accounts['users']['repository']['findById'] };
}

/**
 * The devices, after the crop they grow in: the device cloud's events and polls into telemetry, the
 * devices' API and jobs, water, history exports, firmware, the cloud's webhook, the embedded simulator,
 * and MQTT for Home Assistant.
 */
export function composeClimate(
  kit: Kit,
  deps: ClimateDeps,
  { readings, alerts, rooms, users }: ClimateNeeds,
) {
  const cloud = deps.deviceCloud ?? noDeviceCloud;
  const devices = createDevicesModule({
    ...kit,
    cloud,
    devices: readings.devices,
    history: readings.history.reads,
    flushEveryMs: deps.telemetryFlushMs,
    setPowerAlerts: alerts.rules.setPowerAlerts,
    cropOfDevices: rooms.cropOfDevices,
    pollEveryMs: deps.jobs?.pollEveryMs,
    watchdogMs: deps.jobs?.watchdogMs,
  });
  return {
    devices,
    water: createWaterModule({ ...kit, devices: readings.devices, history: readings.history.reads }),
    historyExport: createHistoryExportModule({
      db: kit.db,
      devices: readings.devices,
      history: readings.history.service,
      reads: readings.history.reads,
    }),
    firmware: createFirmwareModule({
      ...kit,
      cloud,
      devices: readings.devices,
      dir: deps.firmwareDir,
      storage: deps.firmwareStorage,
    }),
    inboundWebhooks: createWebhooksModule({ sync: devices.sync, secret: deps.webhookSecret }),
    simulator: createSimulatorModule({ cloud }),
    homeAssistant: createHomeAssistantModule({ ...kit, devices: readings.devices, settings: deps.mqtt }),
    // Stage climate profiles (DESIGN 24), applied through the devices' callFunction.
    climateProfiles: createClimateProfiles({ ...kit, rooms: rooms.service, devices: devices.service, users }),
  };
}

export type Climate = ReturnType<typeof composeClimate>;
