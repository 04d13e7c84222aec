import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A device command of the audit log, with who called it as the log names them. */
export interface CommandSourceRow {
  id: string;
  user_id: string | null;
  user_email: string | null;
  function_name: string;
  arg: string;
  error: string | null;
  created_at: string;
}

export interface AlertSourceRow {
  id: string;
  rule_name: string;
  metric: string | null;
  value: number | null;
  limit_value: number | null;
  direction: 'above' | 'below' | null;
  opened_at: string;
  resolved_at: string | null;
  resolution: string | null;
}

/** A cutting's diary entry, with the cutting's code. */
export interface DiarySourceRow {
  id: string;
  code: string;
  text: string;
  author_id: string | null;
  /** The author's email, as the entry was written. */
  author_name: string;
  created_at: string;
}

/** A cutting's log entry (a transplant, a treatment, a move), with the cutting's code. */
export interface LogSourceRow extends DiarySourceRow {
  event: string;
}

/**
 * The records other modules keep that annotate a device's charts. Times there are ISO 8601 text written by
 * `toISOString()`, so a range is compared as text (as the alerts list does); both ends are included.
 */
export function createAnnotationSourcesRepository(db: Kysely<Database>) {
  return {
    /** Function calls and firmware flashes (`function_name` 'flash'), from the command audit log. */
    commands(deviceId: string, fromIso: string, toIso: string): Promise<CommandSourceRow[]> {
      return db
        .selectFrom('device_commands')
        .leftJoin('users', 'users.id', 'device_commands.user_id')
        .select([
          'device_commands.id',
          'device_commands.user_id',
          // The current email of an account that still exists, as the audit shows it.
          (eb) => eb.fn.coalesce('users.email', 'device_commands.user_email').as('user_email'),
          'device_commands.function_name',
          'device_commands.arg',
          'device_commands.error',
          'device_commands.created_at',
        ])
        .where('device_commands.device_id', '=', deviceId)
        .where('device_commands.created_at', '>=', fromIso)
        .where('device_commands.created_at', '<=', toIso)
        .execute();
    },

    /** Alerts of the device opened or resolved inside the range. */
    alerts(deviceId: string, fromIso: string, toIso: string): Promise<AlertSourceRow[]> {
      return db
        .selectFrom('alerts')
        .select([
          'id',
          'rule_name',
          'metric',
          'value',
          'limit_value',
          'direction',
          'opened_at',
          'resolved_at',
          'resolution',
        ])
        .where('device_id', '=', deviceId)
        .where((eb) =>
          eb.or([
            eb.and([eb('opened_at', '>=', fromIso), eb('opened_at', '<=', toIso)]),
            eb.and([eb('resolved_at', '>=', fromIso), eb('resolved_at', '<=', toIso)]),
          ]),
        )
        .execute();
    },

    /** Every location a cutting stands at (few: a location is shared by many cuttings). */
    async cuttingLocations(): Promise<string[]> {
      const rows = await db
        .selectFrom('cuttings')
        .select('location')
        .distinct()
        .where('location', '!=', '')
        .where('deleted_at', 'is', null)
        .execute();
      return rows.map((row) => row.location);
    },

    /** Diary entries of the cuttings at these locations, written inside the range. */
    diaryEntries(locations: readonly string[], fromIso: string, toIso: string): Promise<DiarySourceRow[]> {
      if (locations.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('cutting_diary_entries as e')
        .innerJoin('cuttings as c', 'c.id', 'e.cutting_id')
        .select(['e.id', 'c.code', 'e.note as text', 'e.author_id', 'e.author_name', 'e.created_at'])
        .where('c.location', 'in', locations)
        .where('c.deleted_at', 'is', null)
        .where('e.created_at', '>=', fromIso)
        .where('e.created_at', '<=', toIso)
        .execute();
    },

    /** Log entries (transplants, treatments, moves) of the cuttings at these locations, inside the range. */
    logEntries(locations: readonly string[], fromIso: string, toIso: string): Promise<LogSourceRow[]> {
      if (locations.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('cutting_log_entries as e')
        .innerJoin('cuttings as c', 'c.id', 'e.cutting_id')
        .select([
          'e.id',
          'c.code',
          'e.notes as text',
          'e.event',
          'e.author_id',
          'e.author_name',
          'e.created_at',
        ])
        .where('c.location', 'in', locations)
        .where('c.deleted_at', 'is', null)
        .where('e.created_at', '>=', fromIso)
        .where('e.created_at', '<=', toIso)
        .execute();
    },
  };
}

export type AnnotationSourcesRepository = ReturnType<typeof createAnnotationSourcesRepository>;
