// Records of every kind a backup must carry, made through the API where one exists (test data).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { solidImage } from '../images.ts';
import { multipart } from '../multipart.ts';
import { ADMIN, type startApp } from './backup-testing.ts';

type Started = Awaited<ReturnType<typeof startApp>>;

export const DAY = 86_400_000;
/** Readings from 70 days back: older months than the database's partitions were made for. */
export const HISTORY_FROM = Date.UTC(2026, 0, 1) - 70 * DAY;

export interface Seeded {
  photos: string[];
  /** Where the first photo can be fetched (a public one, through the news item). */
  publicPhotoUrl: string;
}

export async function seedRecords(started: Started, dataDir: string, readings = 3000): Promise<Seeded> {
  const { app, services, database } = started;
  const admin = await services.users.create({ ...ADMIN, role: 'admin' });
  const auth = await started.login();
  const photos: string[] = [];
  for (const width of [64, 80, 96]) {
    const body = multipart({
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: await solidImage('jpeg', width),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    photos.push(response.json<{ publicId: string }>().publicId);
  }
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, payload, headers: auth });
    if (response.statusCode !== 201)
      throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
    return response.json<{ _id: string }>();
  };
  await post('/api/news', {
    title: 'Backups work',
    body: 'Seen after a restore',
    imagePublicIds: [photos[0]],
  });
  await post('/api/admin/strains', {
    name: 'Backup Kush',
    slug: 'backup-kush',
    images: [{ publicId: photos[1], isMain: true }],
  });
  await post('/api/bugs', { description: 'A bug with ünïcødé and "quotes"\nand a newline', details: '' });
  const task = await post('/api/tasks', { description: 'Water the mothers', comment: 'Before noon' });
  await services.tasks.comment({ id: admin._id, role: 'admin' }, task._id, 'Done by 11');

  await insertDevicesAndReadings(database.db, readings);
  writeFirmware(dataDir);
  await database.db.insertInto('files').values(firmwareFile.file).execute();
  await database.db.insertInto('firmware').values(firmwareFile.row).execute();
  return { photos, publicPhotoUrl: `/api/files/${photos[0]}/display` };
}

const firmwareKey = randomBytes(16).toString('hex');
const firmwareFile = {
  bytes: randomBytes(70_000),
  file: {
    public_id: firmwareKey,
    owner_id: null,
    kind: 'firmware' as const,
    size: 70_000,
    type: 'application/octet-stream',
    visibility: 'private' as const,
    created_at: new Date(HISTORY_FROM).toISOString(),
  },
  row: {
    id: `fw-${firmwareKey}`,
    device_type: 'climate',
    version: '2.4.0',
    filename: 'climate-2.4.0.bin',
    storage_key: `${firmwareKey}.bin`,
    size: 70_000,
    uploaded_by: null,
    created_at: new Date(HISTORY_FROM).toISOString(),
  },
};

function writeFirmware(dataDir: string) {
  mkdirSync(path.join(dataDir, 'firmware'), { recursive: true });
  writeFileSync(path.join(dataDir, 'firmware', firmwareFile.row.storage_key), firmwareFile.bytes);
}

async function insertDevicesAndReadings(db: Kysely<Database>, count: number) {
  const devices = ['aaaaaaaaaaaaaaaaaaaaaaa1', 'aaaaaaaaaaaaaaaaaaaaaaa2', 'aaaaaaaaaaaaaaaaaaaaaaa3'];
  await db
    .insertInto('devices')
    .values(
      devices.map((id, i) => ({
        id,
        kind: 'climate' as const,
        name: `Room ${i + 1}`,
        alerts_enabled: 1,
        cloud_online: i % 2,
        last_ts: HISTORY_FROM + count * 60_000,
        last_heard_at: null,
        latest: JSON.stringify({ temperature: 24.5 + i, note: 'ok' }),
        config: null,
        firmware: null,
        power_state: null,
        updated_at: new Date().toISOString(),
      })),
    )
    .execute();
  for (const [d, device] of devices.entries()) {
    const rows = Array.from({ length: count }, (_, i) => ({
      device_id: device,
      // Spread over ~80 days, so several months (and PostgreSQL partitions) hold some.
      ts: HISTORY_FROM + i * Math.floor((80 * DAY) / count),
      temperature: i % 17 === 0 ? null : 0.1 + 0.2 + i / 7,
      humidity: -1e-9 * i + 55,
      co2: 400 + ((i * 37) % 900),
      vpd: 1.1 + d / 3,
      light_status: i % 2,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('climate_readings')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  }
  await db
    .insertInto('water_readings')
    .values({
      device_id: devices[0]!,
      ts: HISTORY_FROM,
      in_rate_lpm: 1.25,
      in_total_l: 1e12 + 0.5,
      out_rate_lpm: 0,
      out_total_l: 3,
    })
    .execute();
}
