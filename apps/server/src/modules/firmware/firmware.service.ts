import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Actor } from '@canopy/shared/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import type { FileStorage } from '../../integrations/file-storage/file-storage.ts';
import { createLocalDiskStorage } from '../../integrations/file-storage/local-disk-storage.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { createCommandLog } from '../device-commands/command-log.ts';
import { deviceNotFound, fromCloudError } from '../devices/devices.errors.ts';
import type { DeviceDirectory } from '../devices/devices.types.ts';
import { fromStorageError } from '../files/files.errors.ts';
import { recordPrivateFile } from '../files/file-records.ts';
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
  /** The devices flashed (the devices module's). */
  devices: DeviceDirectory;
  /** Where binaries go (`firmware/` of the bucket with S3); without it, local disk under firmwareDir. */
  storage?: FileStorage;
}

/**
 * Firmware: `.bin` only (the size cap is enforced while streaming, in the routes), stored through the storage
 * interface under a random 128-bit name, recorded in the `files` table like every stored object, and
 * versioned per device type in `firmware`.
 */
export function createFirmwareService(deps: FirmwareServiceDeps) {
  const firmware = createFirmwareRepository(deps.db);
  const { devices } = deps;
  const audit = createCommandLog(deps);
  const storage = deps.storage ?? createLocalDiskStorage(deps.firmwareDir);

  async function requireDevice(id: string) {
    const row = await devices.find(id.toLowerCase());
    if (!row) throw deviceNotFound();
    return row;
  }

  async function store(actor: Actor, deviceType: string, file: FirmwareFile) {
    const filename = path.basename(file.filename);
    if (!/\.bin$/i.test(filename) || file.data.length === 0) throw invalidFirmware();
    const now = deps.clock.now();
    const publicId = randomBytes(16).toString('hex');
    const storageKey = `${publicId}.bin`;
    await storage.put(storageKey, file.data).catch(async (error: unknown) => {
      // A put that failed on our side may still have landed (a timeout): leave no object behind.
      await storage.delete(storageKey).catch(() => undefined);
      throw fromStorageError(error);
    });
    const version = file.version?.trim() || now.toISOString().replace(/[-:]/g, '').slice(0, 15);
    try {
      await deps.db.transaction().execute(async (trx) => {
        // Never served by the files routes; only the flash call reads it.
        await recordPrivateFile(trx, {
          publicId,
          ownerId: actor.id,
          kind: 'firmware',
          size: file.data.length,
          type: 'application/octet-stream',
          createdAt: now.toISOString(),
        });
        await createFirmwareRepository(trx).insert({
          id: newId(now.getTime()),
          device_type: deviceType,
          version,
          filename,
          storage_key: storageKey,
          size: file.data.length,
          uploaded_by: actor.id,
          created_at: now.toISOString(),
        });
      });
    } catch (error) {
      // No row points at the object: remove it rather than leave an orphan on disk.
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
    return { deviceType, version, filename, size: file.data.length, createdAt: now.toISOString() };
  }

  return {
    async upload(actor: Actor, deviceId: string, file: FirmwareFile) {
      const device = await requireDevice(deviceId);
      return store(actor, device.kind ?? 'climate', file);
    },

    async latest(deviceType: string) {
      const row = await firmware.latest(deviceType);
      if (!row) throw firmwareNotFound();
      return {
        deviceType: row.device_type,
        version: row.version,
        filename: row.filename,
        size: row.size,
        createdAt: row.created_at,
      };
    },

    /** Stores the binary, then starts the OTA update; the outcome arrives later as spark/flash/status. */
    async flash(actor: Actor, deviceId: string, file: FirmwareFile) {
      const device = await requireDevice(deviceId);
      const stored = await store(actor, device.kind ?? 'climate', file);
      const record = (error: string | null) =>
        audit.record({
          deviceId: device.id,
          userId: actor.id,
          functionName: 'flash',
          arg: stored.filename,
          returnValue: error ? null : 1,
          error,
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
