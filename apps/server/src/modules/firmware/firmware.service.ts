import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Actor } from '@canopy/shared/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { createDeviceCommandsRepository } from '../device-commands/device-commands.repository.ts';
import { deviceNotFound, fromCloudError } from '../devices/devices.errors.ts';
import { createDevicesRepository } from '../devices/devices.repository.ts';
import { firmwareNotFound, invalidFirmware } from './firmware.errors.ts';
import { createFirmwareRepository } from './firmware.repository.ts';

export interface FirmwareFile {
  filename: string;
  data: Buffer;
  version?: string;
}

export interface FirmwareServiceDeps {
  db: Kysely<Database>;
  cloud: DeviceCloud;
  clock: Clock;
  firmwareDir: string;
}

/** Firmware: `.bin` only, stored under a random name, versioned per device type, flashed through the cloud. */
export function createFirmwareService(deps: FirmwareServiceDeps) {
  const firmware = createFirmwareRepository(deps.db);
  const devices = createDevicesRepository(deps.db);
  const audit = createDeviceCommandsRepository(deps.db);

  async function requireDevice(id: string) {
    const row = await devices.find(id.toLowerCase());
    if (!row) throw deviceNotFound();
    return row;
  }

  async function store(actor: Actor, deviceType: string, file: FirmwareFile) {
    const filename = path.basename(file.filename);
    if (!/\.bin$/i.test(filename) || file.data.length === 0) throw invalidFirmware();
    const now = deps.clock.now();
    const storageKey = `${randomBytes(16).toString('hex')}.bin`;
    await mkdir(deps.firmwareDir, { recursive: true });
    await writeFile(path.join(deps.firmwareDir, storageKey), file.data, { mode: 0o600 });
    const version = file.version?.trim() || now.toISOString().replace(/[-:]/g, '').slice(0, 15);
    await firmware.insert({
      id: newId(now.getTime()),
      device_type: deviceType,
      version,
      filename,
      storage_key: storageKey,
      size: file.data.length,
      uploaded_by: actor.id,
      created_at: now.toISOString(),
    });
    return { version, filename, deviceType };
  }

  return {
    async upload(actor: Actor, deviceId: string, file: FirmwareFile) {
      const device = await requireDevice(deviceId);
      return store(actor, device.kind ?? 'climate', file);
    },

    async latest(deviceType: string) {
      const row = await firmware.latest(deviceType);
      if (!row) throw firmwareNotFound();
      return { version: row.version, filename: row.filename };
    },

    /** Stores the binary, then starts the OTA update; the outcome arrives later as spark/flash/status. */
    async flash(actor: Actor, deviceId: string, file: FirmwareFile) {
      const device = await requireDevice(deviceId);
      const stored = await store(actor, device.kind ?? 'climate', file);
      const record = (error: string | null) =>
        audit.insert({
          id: newId(deps.clock.now().getTime()),
          device_id: device.id,
          user_id: actor.id,
          user_email: null,
          function_name: 'flash',
          arg: stored.filename,
          return_value: error ? null : 1,
          error,
          created_at: deps.clock.now().toISOString(),
        });
      try {
        await deps.cloud.flashDevice(device.id, file.data, stored.filename);
      } catch (error) {
        const mapped = fromCloudError(error);
        await record(mapped instanceof Error && 'code' in mapped ? String(mapped.code) : 'internal.error');
        throw mapped;
      }
      await record(null);
      return { ok: true as const, status: 'Update started', ...stored };
    },
  };
}

export type FirmwareService = ReturnType<typeof createFirmwareService>;
