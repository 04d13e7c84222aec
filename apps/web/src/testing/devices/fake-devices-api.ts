import { http, HttpResponse } from 'msw';
import { toClimateListItem } from '@canopy/shared/climate-list-item';
import { CLIMATE_FUNCTIONS } from '@canopy/shared/device-commands';
import type {
  ClimateDevice,
  ClimateHistoryPoint,
  ClimateListItem,
  DeviceConfig,
  FirmwareVersion,
  SoilDevice,
  SoilLatest,
} from '@canopy/shared/schemas/devices';
import type { WaterDevice } from '@canopy/shared/schemas/water';
import { server } from '../msw-server';

export const NOW = Date.now();

type ThresholdPeriod = ClimateDevice['thresholds']['day'];
const NO_LIMITS: ThresholdPeriod = { temperature: [null, null], humidity: [null, null], co2: [null, null] };

/**
 * A climate device as GET /api/devices/active and /api/devices/{id} answer: online, reporting readings, no
 * thresholds or sockets yet. `id` sets `device_id` too, and `name` the custom name, as the server does.
 */
export function climateDevice(overrides: Partial<ClimateDevice> = {}): ClimateDevice {
  const id = overrides.id ?? 'c0ffee0000000000000000a1';
  const name = overrides.name ?? 'Grow_Room_A';
  return {
    id,
    device_id: id,
    name,
    customName: name,
    status: 'online',
    timestamp: NOW,
    lastSeenAt: NOW,
    lastUpdated: NOW,
    alertsEnabled: true,
    temperature: 24.6,
    humidity: 58.2,
    co2: 812,
    vpd: 1.28,
    light: 'Daylight',
    lightStatus: 1,
    dayStatus: 'day',
    preset: 'veg',
    thresholds: { day: NO_LIMITS, night: NO_LIMITS },
    sockets: { temperature: null, humidity: null, co2: null },
    socketStates: {},
    relays: null,
    functions: [...CLIMATE_FUNCTIONS],
    ...overrides,
  };
}

/** The short form GET /api/devices/particle lists, of the device `climateDevice(overrides)` builds. */
export function climateListItem(overrides: Partial<ClimateDevice> = {}): ClimateListItem {
  return toClimateListItem(climateDevice(overrides));
}

/** A day or night period of thresholds, [min, max] each; a metric not given is not reported. */
export const limits = (given: Partial<ThresholdPeriod>): ThresholdPeriod => ({ ...NO_LIMITS, ...given });

/** A soil sensor as GET /api/sensor-data/soil7in1/devices lists it. */
export function soilDevice(overrides: Partial<SoilDevice> = {}): SoilDevice {
  return { deviceId: 's1', name: 'Bed_1', ts: NOW, status: 'online', ...overrides };
}

/** GET /api/sensor-data/soil7in1/latest/{id}: every value present, null where the probe reported none. */
export function soilLatest(
  data: Partial<NonNullable<SoilLatest['data']>> | null,
  ts: number | null = NOW,
): SoilLatest {
  if (data === null) return { ts, data: null };
  return {
    ts,
    data: {
      moisture_pct: null,
      temp_c: null,
      ec_mscm: null,
      ph: null,
      n_mgkg: null,
      p_mgkg: null,
      k_mgkg: null,
      in_medium: true,
      ...data,
    },
  };
}

/** One row of GET /api/sensor-data/climate/history/{id}; a value not given was not reported. */
export const historyPoint = (
  timestamp: number,
  values: Partial<Omit<ClimateHistoryPoint, 'timestamp'>>,
): ClimateHistoryPoint => ({
  timestamp,
  temperature: null,
  humidity: null,
  co2: null,
  vpd: null,
  lightStatus: null,
  ...values,
});

const DEVICE_CONFIG: DeviceConfig = { rA: 1, rD: 0, rC: 1, rL: 1, rb: 13, dMin: 5, sMin: 1 };

const LATEST_FIRMWARE: FirmwareVersion = {
  deviceType: 'climate',
  version: '20260101T000000',
  filename: 'climate.bin',
  size: 4,
  createdAt: new Date(NOW).toISOString(),
};

/** Serves the three device lists and records renames. */
export function fakeDevicesApi(climate: ClimateDevice[], water: WaterDevice[] = []) {
  const record = { renamed: [] as unknown[], refreshed: 0 };
  server.use(
    http.get('*/api/devices/active', () => HttpResponse.json(climate)),
    http.get('*/api/sensor-data/soil7in1/devices', () => HttpResponse.json([])),
    http.get('*/api/water-in-out/devices', () => HttpResponse.json(water)),
    http.post('*/api/devices/refresh', () => (record.refreshed++, HttpResponse.json({ ok: true }))),
    http.put('*/api/device/:id/name', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      record.renamed.push(body);
      return HttpResponse.json({ name: body.name });
    }),
    http.get('*/api/device/:id/config', () => HttpResponse.json(DEVICE_CONFIG)),
    http.get('*/api/sensor-data/climate/history/:id', () => HttpResponse.json([])),
    // The history under the charts: no day, nothing noted and no room, unless a test says otherwise.
    http.get('*/api/devices/:id/daily', () => HttpResponse.json([])),
    http.get('*/api/devices/:id/annotations', () => HttpResponse.json([])),
    http.get('*/api/devices/:id/stage-bands', () => HttpResponse.json([])),
    http.get('*/api/device/:id/commands', () => HttpResponse.json([])),
    http.get('*/api/firmware/latest', () => HttpResponse.json(LATEST_FIRMWARE)),
    http.get('*/api/devices/:id', ({ params }) =>
      HttpResponse.json(climate.find((d) => d.id === params.id) ?? climate[0]),
    ),
  );
  return record;
}
