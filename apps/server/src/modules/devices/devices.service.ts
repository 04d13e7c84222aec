import { toClimateListItem } from '@canopy/shared/climate-list-item';
import { parseEventJson, parseReadingsLine } from '@canopy/shared/device-contract';
import type { Actor } from '@canopy/shared/permissions';
import type { DeviceCropContext } from '@canopy/shared/schemas/rooms';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import type { Clock } from '../../lib/clock.ts';
import { createCommandLog } from '../device-commands/command-log.ts';
import { createDeviceFunctions } from './device-functions.ts';
import type { DeviceSync } from './device-sync.ts';
import { deviceNotFound, fromCloudError, invalidName } from './devices.errors.ts';
import { createClimateDeviceMapper, toSoilLatest, toSoilListItem } from './devices.mapper.ts';
import { createDevicesRepository } from './devices.repository.ts';
import type { DeviceRow } from './devices.types.ts';
import type { ClimateRows, HistoryReads } from '../history/history.types.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';
import { num } from '../telemetry/telemetry-parser.ts';

export interface DevicesServiceDeps {
  db: Kysely<Database>;
  cloud: DeviceCloud;
  sync: DeviceSync;
  clock: Clock;
  /** The climate readings of a device's chart. */
  history: HistoryReads;
  /**
   * The messaging-alert toggle is the device's power rule: switched by the alerts module, which writes
   * `entry` to the audit log in the same transaction.
   */
  setPowerAlerts(deviceId: string, enabled: boolean, entry: AuditEntryInput): Promise<void>;
  /**
   * Each device's room and the run and day of the group in it (the rooms module), for the whole list in
   * one go; without it devices show none.
   */
  cropOfDevices?(deviceIds?: readonly string[]): Promise<Map<string, DeviceCropContext>>;
}

/** Names are saved with whitespace as underscores; the web app shows underscores as spaces. */
export const normalizeDeviceName = (name: string) => name.trim().replace(/\s+/g, '_');

export function createDevicesService(deps: DevicesServiceDeps) {
  const devices = createDevicesRepository(deps.db);
  const commands = createCommandLog(deps);
  const { history } = deps;
  const nowMs = () => deps.clock.now().getTime();
  const toClimateDevice = createClimateDeviceMapper();
  const cloudCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw fromCloudError(error);
    }
  };
  const require = async (id: string): Promise<DeviceRow> => {
    const row = await devices.find(id.toLowerCase());
    if (!row) throw deviceNotFound();
    return row;
  };

  /** Climate controllers only: the line is theirs (docs/device-contract.md). */
  const readReadingsLine = async (row: DeviceRow) => {
    const ts = nowMs();
    const line = await cloudCall(() =>
      deps.sync.refreshReading({ id: row.id, name: row.name, kind: 'climate' }, ts),
    );
    return { results: { Readings: line }, parsed: parseReadingsLine(line), ts };
  };

  const cropOf = (ids?: readonly string[]) =>
    deps.cropOfDevices ? deps.cropOfDevices(ids) : Promise.resolve(new Map<string, DeviceCropContext>());

  return {
    ...createDeviceFunctions({ ...deps, require, cloudCall, readReadingsLine }),

    async listClimate() {
      const [rows, crops] = await Promise.all([devices.list('climate'), cropOf()]);
      // One "now" for the whole list: every device's status is judged at the same instant.
      const now = nowMs();
      return rows.map((row) => toClimateDevice(row, now, crops.get(row.id)));
    },
    async listClimateItems() {
      const rows = await devices.list('climate');
      const now = nowMs();
      return rows.map((row) => toClimateListItem(toClimateDevice(row, now)));
    },
    async get(id: string) {
      const [row, crops] = await Promise.all([require(id), cropOf([id])]);
      return toClimateDevice(row, nowMs(), crops.get(row.id));
    },
    async status(id: string) {
      const d = toClimateDevice(await require(id), nowMs());
      return {
        id: d.id,
        name: d.name,
        status: d.status,
        online: d.status === 'online',
        lastSeenAt: d.lastSeenAt,
      };
    },
    refresh: () => cloudCall(() => deps.sync.poll()),

    async rename(id: string, rawName: string, actor: Actor | null = null) {
      const row = await require(id);
      const name = normalizeDeviceName(rawName);
      if (!name) throw invalidName();
      const saved = await cloudCall(() => deps.cloud.renameDevice(row.id, name));
      const at = deps.clock.now();
      await deps.db.transaction().execute(async (trx) => {
        await createDevicesRepository(trx).update(row.id, { name: saved }, at.toISOString());
        await recordAudit(trx, {
          at,
          actor,
          action: 'update',
          entity: 'device',
          entityId: row.id,
          summary: `Device ${row.name} renamed to ${saved}`,
          event: 'renamed',
          values: { from: row.name, to: saved },
          changes: row.name === saved ? {} : { name: [row.name, saved] },
        });
      });
      return { name: saved };
    },

    async setAlerts(id: string, alertsEnabled: boolean, actor: Actor | null = null) {
      const row = await require(id);
      const before = row.alerts_enabled !== 0;
      await deps.setPowerAlerts(row.id, alertsEnabled, {
        at: deps.clock.now(),
        actor,
        action: 'update',
        entity: 'device',
        entityId: row.id,
        summary: `Alerts of device ${row.name} turned ${alertsEnabled ? 'on' : 'off'}`,
        event: alertsEnabled ? 'alerts_on' : 'alerts_off',
        values: { device: row.name },
        changes: before === alertsEnabled ? {} : { alertsEnabled: [before, alertsEnabled] },
      });
      return { alertsEnabled };
    },

    /** The live `Readings` line (as `results.Readings`), stored as current state and history, and parsed. */
    async readings(id: string) {
      const row = await require(id);
      return readReadingsLine(row);
    },

    /** Relays and intervals read live from the device. */
    async config(id: string) {
      const row = await require(id);
      const [relays, config] = await Promise.all([
        cloudCall(() => deps.cloud.getVariable(row.id, 'Relays')),
        cloudCall(() => deps.cloud.getVariable(row.id, 'Config')),
      ]);
      const values = { ...parseEventJson(String(relays)), ...parseEventJson(String(config)) };
      const pick = (key: string) => num(values[key]);
      return {
        rA: pick('rA'),
        rD: pick('rD'),
        rC: pick('rC'),
        rL: pick('rL'),
        rb: pick('rb'),
        dMin: pick('dMin'),
        sMin: pick('sMin'),
      };
    },

    async commandLog(id: string) {
      const row = await require(id);
      return commands.recent(row.id, 100);
    },

    async climateLatest(id: string) {
      const d = toClimateDevice(await require(id), nowMs());
      const { temperature, humidity, co2, vpd, light, lightStatus, dayStatus, preset, thresholds, sockets } =
        d;
      return {
        temperature,
        humidity,
        co2,
        vpd,
        light,
        lightStatus,
        dayStatus,
        preset,
        thresholds,
        sockets,
        timestamp: d.timestamp,
      };
    },

    /**
     * The last `hours` of climate readings as compact rows (the route writes the answer from them).
     * Any kind of device: another kind simply has no climate readings. Readings are stored in the
     * transaction that records their device (telemetry-writer.ts), and devices are never deleted, so
     * only a window without readings needs the device looked up: one query per chart load, not two.
     */
    async climateHistory(id: string, hours: number): Promise<ClimateRows> {
      const storedId = id.toLowerCase();
      const to = nowMs();
      const readings = await history.climateRows(storedId, to - hours * 3_600_000, to);
      if (readings.points === 0 && !(await devices.find(storedId))) throw deviceNotFound();
      return readings;
    },

    async soilDevices() {
      const [rows, crops] = await Promise.all([devices.list('soil'), cropOf()]);
      const now = nowMs();
      return rows.map((row) => toSoilListItem(row, now, crops.get(row.id)));
    },
    async soilLatest(id: string) {
      return toSoilLatest(await require(id));
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
