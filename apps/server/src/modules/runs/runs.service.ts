import { DEFAULT_PLANNED_DAYS } from '@canopy/shared/crop';
import { canManageCrop, type Actor } from '@canopy/shared/permissions';
import type {
  Run,
  RunSummary,
  createRunBodySchema,
  listRunsQuerySchema,
  updateRunBodySchema,
} from '@canopy/shared/schemas/runs';
import { localDate } from '@canopy/shared/site-days';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { forbidden } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit, recordChanged } from '../audit/record-audit.ts';
import { nextRunCode, runCodePrefix } from './run-code.ts';
import type { RunReader } from './run-reader.ts';
import {
  codeTaken,
  cuttingNotFound,
  eventOutOfOrder,
  invalid,
  roomNotFound,
  runNotFound,
  strainNotFound,
} from './runs.errors.ts';
import { parsePlannedDays } from './runs.mapper.ts';
import { createRunsRepository } from './runs.repository.ts';
import type { RunWriteDeps } from './run-writes.ts';

export type CreateRunInput = z.output<typeof createRunBodySchema>;
export type UpdateRunInput = z.output<typeof updateRunBodySchema>;
export type ListRunsInput = z.output<typeof listRunsQuerySchema>;

/** Attempts at a fresh code when another run took the same one meanwhile. */
const CODE_ATTEMPTS = 10;
const AUDITED_FIELDS = ['code', 'name', 'state', 'plannedDays', 'notes'] as const;

export function createRunsService(deps: RunWriteDeps & { reader: RunReader }) {
  const { db, clock, reader } = deps;
  const runs = createRunsRepository(db);

  function assertCanManage(actor: Actor) {
    if (!canManageCrop(actor)) throw forbidden();
  }

  async function checkReferences(body: CreateRunInput) {
    const strainIds = body.groups.map((group) => group.strainId);
    const roomIds = body.groups.map((group) => group.roomId);
    const cuttingIds = body.groups.flatMap((group) => group.cuttingIds);
    const mothers = body.groups.flatMap((group) => (group.motherId ? [group.motherId] : []));
    const [strains, rooms, cuttings] = await Promise.all([
      deps.strains.names(strainIds),
      deps.rooms.names(roomIds),
      deps.cuttings.liveIds([...cuttingIds, ...mothers]),
    ]);
    body.groups.forEach((group, i) => {
      if (!strains.has(group.strainId)) throw strainNotFound(`body.groups.${i}.strainId`);
      if (!rooms.has(group.roomId)) throw roomNotFound(`body.groups.${i}.roomId`);
      const missing = group.cuttingIds.findIndex((id) => !cuttings.has(id));
      if (missing >= 0) throw cuttingNotFound(`body.groups.${i}.cuttingIds.${missing}`);
      if (group.motherId && !cuttings.has(group.motherId)) throw cuttingNotFound(`body.groups.${i}.motherId`);
      if (new Set(group.cuttingIds).size > group.plantCount) {
        throw invalid([{ path: `body.groups.${i}.cuttingIds`, message: 'more cuttings than plants' }]);
      }
    });
  }

  return {
    list: (filter: ListRunsInput): Promise<RunSummary[]> => reader.list(filter),
    get: (id: string): Promise<Run> => reader.load(id),

    async create(actor: Actor, body: CreateRunInput): Promise<Run> {
      assertCanManage(actor);
      const now = clock.now();
      const startedAt = body.startedAt ? new Date(body.startedAt) : now;
      if (startedAt.getTime() > now.getTime()) throw eventOutOfOrder('body.startedAt', 'in the future');
      await checkReferences(body);
      const zone = await deps.zone.timeZone();
      const email = await deps.emailOf(actor.id);
      const started = startedAt.toISOString();
      const stamp = now.toISOString();
      const runId = newId(now.getTime());
      const prefix = runCodePrefix(localDate(startedAt, zone).slice(0, 4));
      for (let attempt = 1; ; attempt += 1) {
        try {
          await db.transaction().execute(async (trx) => {
            const repo = createRunsRepository(trx);
            const code = nextRunCode(await repo.codesLike(prefix), startedAt, zone);
            const name = body.name?.trim() || code;
            await repo.insertRun({
              id: runId,
              code,
              name,
              state: 'active',
              started_at: started,
              planned_days: JSON.stringify(body.plannedDays ?? DEFAULT_PLANNED_DAYS),
              notes: body.notes,
              created_by: actor.id,
              created_by_email: email,
              created_at: stamp,
              updated_at: stamp,
            });
            let seq = await repo.nextSeq();
            for (const [position, group] of body.groups.entries()) {
              const groupId = newId(now.getTime());
              await repo.insertGroup({
                id: groupId,
                run_id: runId,
                strain_id: group.strainId,
                plant_count: group.plantCount,
                plants_started: group.plantCount,
                cutting_ids: JSON.stringify([...new Set(group.cuttingIds)]),
                room_id: group.roomId,
                stage: group.stage,
                stage_started_at: started,
                parent_group_id: null,
                mother_id: group.motherId,
                position: position + 1,
                created_at: stamp,
                updated_at: stamp,
              });
              await repo.insertEvent({
                id: newId(now.getTime()),
                run_id: runId,
                group_id: groupId,
                stage: group.stage,
                room_id: group.roomId,
                at: started,
                seq: seq++,
                plant_count: group.plantCount,
                split_group_id: null,
                before_stage: null,
                before_room_id: null,
                before_stage_started_at: null,
                by_id: actor.id,
                by_email: email,
                note: '',
                created_at: stamp,
              });
            }
            await recordAudit(trx, {
              at: now,
              actor: { id: actor.id, email },
              action: 'create',
              entity: 'run',
              entityId: runId,
              summary: `Run ${quoted(code)} started`,
              event: 'created',
              values: { label: code, count: body.groups.reduce((sum, g) => sum + g.plantCount, 0) },
              changes: diffChanges(null, { code, name, state: 'active' }, ['code', 'name', 'state']),
            });
          });
          deps.events.publish('run.changed', { runId, change: 'created' });
          return reader.load(runId);
        } catch (error) {
          // Two runs started at once drew the same number: draw again.
          if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(error)) throw error;
        }
      }
    },

    async update(actor: Actor, id: string, body: UpdateRunInput): Promise<Run> {
      assertCanManage(actor);
      const before = await runs.findRun(id);
      if (!before) throw runNotFound();
      const holder = await runs.findByCode(body.code);
      if (holder && holder.id !== id) throw codeTaken();
      const at = clock.now();
      const changes = {
        code: body.code,
        name: body.name,
        state: body.state,
        planned_days: JSON.stringify(body.plannedDays),
        notes: body.notes,
        updated_at: at.toISOString(),
      };
      const audited = (row: typeof changes) => ({
        code: row.code,
        name: row.name,
        state: row.state,
        plannedDays: parsePlannedDays(row.planned_days),
        notes: row.notes,
      });
      const changed = diffChanges(audited({ ...before }), audited(changes), AUDITED_FIELDS);
      try {
        await db.transaction().execute(async (trx) => {
          await createRunsRepository(trx).updateRun(id, changes);
          await recordChanged(trx, {
            at,
            actor,
            entity: 'run',
            entityId: id,
            noun: 'Run',
            label: body.code,
            changes: changed,
            values: { fields: Object.keys(changed) },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
      deps.events.publish('run.changed', { runId: id, change: 'changed' });
      return reader.load(id);
    },
  };
}

export type RunsService = ReturnType<typeof createRunsService>;
