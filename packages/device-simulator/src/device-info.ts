import type { VirtualDevice } from './devices/device.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A device as `GET /v1/devices` shows it: both `online` and the older `connected`. */
export function deviceInfo(device: VirtualDevice, now: number) {
  const online = device.mode !== 'offline';
  const heard = device.lastHeardMs || now;
  return {
    id: device.id,
    name: device.name,
    last_app: null,
    last_ip_address: '10.0.0.1',
    last_heard: iso(heard),
    last_handshake_at: iso(heard - 3_600_000),
    product_id: 32,
    online,
    connected: online,
    platform_id: 32,
    cellular: false,
    notes: null,
    // Last known lists, also while offline, so a fresh server can tell the device kind.
    functions: Object.keys(device.functions),
    variables: Object.fromEntries(Object.entries(device.variables).map(([name, v]) => [name, v.type])),
    status: 'normal',
    serial_number: `P2SIM${device.id.slice(-8).toUpperCase()}`,
    system_firmware_version: '5.9.0',
  };
}

export function coreInfo(device: VirtualDevice, now: number) {
  const heard = device.lastHeardMs || now;
  return {
    name: device.name,
    deviceID: device.id,
    connected: device.mode !== 'offline',
    last_handshake_at: iso(heard - 3_600_000),
    last_heard: iso(heard),
  };
}
