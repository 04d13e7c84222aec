import type { AlertResolution, AlertSeverity, AlertKind, AlertStateFilter } from '@canopy/shared/alerts';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { updatedAny } from '../../db/updated-any.ts';
import type { AlertsTable } from './alerts.table.ts';
import type { AlertRow } from './alerts.types.ts';

export interface AlertListFilter {
  state?: AlertStateFilter;
  deviceId?: string;
  kind?: AlertKind;
  severity?: AlertSeverity;
  fromIso?: string;
  toIso?: string;
  /** Keyset position: strictly after this (resolved, opened_at, id) in the list order. */
  after?: { resolved: number; openedAt: string; id: string };
  limit: number;
}

/** Alerts, the incidents of rules on devices. Every transition is a compare-and-set on the row. */
export function createAlertsRepository(db: Kysely<Database>) {
  return {
    find(id: string, executor: Kysely<Database> = db): Promise<AlertRow | undefined> {
      return executor.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findMany(executor: Kysely<Database>, ids: readonly string[]): Promise<AlertRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return executor.selectFrom('alerts').selectAll().where('id', 'in', ids).execute();
    },

    /** Unresolved alerts, of some devices or all. */
    unresolved(deviceIds?: readonly string[]): Promise<AlertRow[]> {
      let query = db.selectFrom('alerts').selectAll().where('resolved', '=', 0);
      if (deviceIds) {
        if (deviceIds.length === 0) return Promise.resolve([]);
        query = query.where('device_id', 'in', deviceIds);
      }
      return query.orderBy('opened_at', 'desc').orderBy('id', 'desc').execute();
    },

    /** Alerts of these devices opened in [fromIso, toIso], oldest first. */
    openedIn(deviceIds: readonly string[], fromIso: string, toIso: string): Promise<AlertRow[]> {
      if (deviceIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('alerts')
        .selectAll()
        .where('device_id', 'in', deviceIds)
        .where('opened_at', '>=', fromIso)
        .where('opened_at', '<=', toIso)
        .orderBy('opened_at')
        .orderBy('id')
        .execute();
    },

    unresolvedOfRule(ruleId: string, executor: Kysely<Database> = db): Promise<AlertRow[]> {
      return executor
        .selectFrom('alerts')
        .selectAll()
        .where('rule_id', '=', ruleId)
        .where('resolved', '=', 0)
        .execute();
    },

    /** Unresolved first, then newest; one page after `after`. */
    list(filter: AlertListFilter): Promise<AlertRow[]> {
      let query = db.selectFrom('alerts').selectAll();
      if (filter.state === 'unresolved') query = query.where('resolved', '=', 0);
      else if (filter.state) query = query.where('state', '=', filter.state);
      if (filter.deviceId) query = query.where('device_id', '=', filter.deviceId);
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (filter.severity) query = query.where('severity', '=', filter.severity);
      if (filter.fromIso) query = query.where('opened_at', '>=', filter.fromIso);
      if (filter.toIso) query = query.where('opened_at', '<', filter.toIso);
      const after = filter.after;
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('resolved', '>', after.resolved),
            eb.and([eb('resolved', '=', after.resolved), eb('opened_at', '<', after.openedAt)]),
            eb.and([
              eb('resolved', '=', after.resolved),
              eb('opened_at', '=', after.openedAt),
              eb('id', '<', after.id),
            ]),
          ]),
        );
      }
      return query
        .orderBy('resolved')
        .orderBy('opened_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .execute();
    },

    /** Opens an alert unless one is already unresolved for the pair; true when this call opened it. */
    async open(executor: Kysely<Database>, row: Insertable<AlertsTable>): Promise<boolean> {
      const inserted = await executor
        .insertInto('alerts')
        .values(row)
        .onConflict((oc) =>
          // A literal, not a parameter: SQLite matches the conflict target to the partial index by its text.
          oc.columns(['rule_id', 'device_id']).where('resolved', '=', sql.lit(0)).doNothing(),
        )
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Updates an unresolved alert; false when it was resolved meanwhile. */
    async updateUnresolved(
      executor: Kysely<Database>,
      id: string,
      changes: Updateable<AlertsTable>,
    ): Promise<boolean> {
      return updatedAny(
        await executor
          .updateTable('alerts')
          .set(changes)
          .where('id', '=', id)
          .where('resolved', '=', 0)
          .executeTakeFirst(),
      );
    },

    async resolve(
      executor: Kysely<Database>,
      id: string,
      resolvedAt: string,
      resolution: AlertResolution,
    ): Promise<boolean> {
      return updatedAny(
        await executor
          .updateTable('alerts')
          .set({ state: 'resolved', resolved: 1, resolved_at: resolvedAt, resolution, clear_since_ms: null })
          .where('id', '=', id)
          .where('resolved', '=', 0)
          .executeTakeFirst(),
      );
    },

    async acknowledge(
      executor: Kysely<Database>,
      id: string,
      ack: { at: string; byId: string; byEmail: string; note: string | null },
    ): Promise<boolean> {
      return updatedAny(
        await executor
          .updateTable('alerts')
          .set({
            state: 'acknowledged',
            acknowledged_at: ack.at,
            acknowledged_by_id: ack.byId,
            acknowledged_by_email: ack.byEmail,
            ack_note: ack.note,
          })
          .where('id', '=', id)
          .where('state', '=', 'open')
          .executeTakeFirst(),
      );
    },

    /** Claims a repeat: only the caller that moves `last_notified_ms` from what it read sends it. */
    async claimRepeat(
      executor: Kysely<Database>,
      id: string,
      seenMs: number,
      nowMs: number,
    ): Promise<boolean> {
      return updatedAny(
        await executor
          .updateTable('alerts')
          .set({ last_notified_ms: nowMs })
          .where('id', '=', id)
          .where('state', '=', 'open')
          .where('last_notified_ms', '=', seenMs)
          .executeTakeFirst(),
      );
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
