import { canManageTaskTemplates, type Actor } from '@canopy/shared/permissions';
import type { TaskTemplate, TaskTemplateStep, taskTemplateBodySchema } from '@canopy/shared/schemas/tasks';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { forbidden } from '../../../http/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import { diffChanges } from '../../audit/audit-changes.ts';
import { quoted } from '../../audit/audit-labels.ts';
import { recordAudit, type AuditEntryInput } from '../../audit/record-audit.ts';
import { authorOf } from '../../comments/people.ts';
import type { UserLookup } from '../../users/users.types.ts';
import { readPeople, type TaskPeopleSource } from '../task-people.ts';
import { invalidTask, templateNotFound } from '../tasks.errors.ts';
import { toTaskTemplate } from './task-templates.mapper.ts';
import { createTaskTemplatesRepository } from './task-templates.repository.ts';

export type TaskTemplateInput = z.output<typeof taskTemplateBodySchema>;

export interface TaskTemplatesDeps {
  db: Kysely<Database>;
  clock: Clock;
  users: UserLookup;
  people: TaskPeopleSource;
}

/**
 * SOP templates: read by anyone logged in, written by staff, every write audited. The audit log has no
 * entity of their own yet: their entries are the tasks' (entity `task`, the template's id), worded in
 * English only (no summary event), as entries of a kind the web app does not word.
 */
export function createTaskTemplatesService({ db, clock, users, people }: TaskTemplatesDeps) {
  const templates = createTaskTemplatesRepository(db);

  async function load(id: string) {
    const row = await templates.find(id);
    if (!row) throw templateNotFound();
    return row;
  }

  /** Steps with their `_id`s (kept when given); a step's named user must exist. */
  async function stepsOf(body: TaskTemplateInput): Promise<TaskTemplateStep[]> {
    const directory = await readPeople(people);
    const details = body.steps.flatMap((step, i) =>
      step.assignee && 'userId' in step.assignee && !directory.has(step.assignee.userId)
        ? [{ path: `body.steps.${i}.assignee.userId`, message: 'no such user' }]
        : [],
    );
    if (details.length > 0) throw invalidTask(details);
    const at = clock.now().getTime();
    return body.steps.map(({ _id, assignee, ...step }) => ({
      _id: _id ?? newId(at),
      ...step,
      // Stored and answered with both keys, the one not chosen null.
      assignee: assignee && {
        userId: 'userId' in assignee ? assignee.userId : null,
        role: 'role' in assignee ? assignee.role : null,
      },
    }));
  }

  const entry = (
    actor: Actor,
    at: Date,
    id: string,
    action: 'create' | 'update' | 'delete',
    name: string,
    changes: AuditEntryInput['changes'],
  ): AuditEntryInput => ({
    at,
    actor,
    action,
    entity: 'task',
    entityId: id,
    summary: `Task template ${quoted(name)} ${{ create: 'created', update: 'changed', delete: 'deleted' }[action]}`,
    values: { label: name },
    changes,
  });

  const audited = (template: { name: string; steps: TaskTemplateStep[] }) => ({
    name: template.name,
    steps: template.steps,
  });

  return {
    async list(): Promise<TaskTemplate[]> {
      return (await templates.list()).map(toTaskTemplate);
    },

    async get(id: string): Promise<TaskTemplate> {
      return toTaskTemplate(await load(id));
    },

    async create(actor: Actor, body: TaskTemplateInput): Promise<TaskTemplate> {
      if (!canManageTaskTemplates(actor)) throw forbidden();
      const [steps, author] = await Promise.all([stepsOf(body), authorOf(actor, users)]);
      const at = clock.now();
      const now = at.toISOString();
      const row = {
        id: newId(at.getTime()),
        name: body.name,
        steps: JSON.stringify(steps),
        created_by_id: author.id,
        created_by_login: author.login,
        created_by_name: author.displayName,
        created_at: now,
        updated_at: now,
      };
      const changes = diffChanges(null, audited({ name: body.name, steps }), ['name', 'steps']);
      await db.transaction().execute(async (trx) => {
        await createTaskTemplatesRepository(trx).insert(row);
        await recordAudit(trx, entry(actor, at, row.id, 'create', body.name, changes));
      });
      return toTaskTemplate(row);
    },

    async update(actor: Actor, id: string, body: TaskTemplateInput): Promise<TaskTemplate> {
      if (!canManageTaskTemplates(actor)) throw forbidden();
      const before = toTaskTemplate(await load(id));
      const steps = await stepsOf(body);
      const at = clock.now();
      const changes = diffChanges(audited(before), audited({ name: body.name, steps }), ['name', 'steps']);
      await db.transaction().execute(async (trx) => {
        const changed = { name: body.name, steps: JSON.stringify(steps), updated_at: at.toISOString() };
        await createTaskTemplatesRepository(trx).update(id, changed);
        if (Object.keys(changes).length === 0) return;
        await recordAudit(trx, entry(actor, at, id, 'update', body.name, changes));
      });
      return toTaskTemplate(await load(id));
    },

    /** Gone for good: the tasks it scheduled stay, naming a template that no longer exists. */
    async delete(actor: Actor, id: string): Promise<void> {
      if (!canManageTaskTemplates(actor)) throw forbidden();
      const before = toTaskTemplate(await load(id));
      const at = clock.now();
      const changes = diffChanges(audited(before), null, ['name', 'steps']);
      await db.transaction().execute(async (trx) => {
        await createTaskTemplatesRepository(trx).delete(id);
        await recordAudit(trx, entry(actor, at, id, 'delete', before.name, changes));
      });
    },
  };
}

export type TaskTemplatesService = ReturnType<typeof createTaskTemplatesService>;
