import {
  taskTemplateStepSchema,
  type TaskTemplate,
  type TaskTemplateStep,
} from '@canopy/shared/schemas/tasks';
import { z } from 'zod';
import { toPerson } from '../../comments/people.ts';
import type { TaskTemplateRow } from './task-templates.repository.ts';

const stepsSchema = z.array(taskTemplateStepSchema);

/** The stored steps; a step a newer version wrote and this one cannot read is left out. */
export function parseSteps(text: string): TaskTemplateStep[] {
  try {
    const raw: unknown = JSON.parse(text);
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((step) => {
      const parsed = stepsSchema.element.safeParse(step);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

export const toTaskTemplate = (row: TaskTemplateRow): TaskTemplate => ({
  _id: row.id,
  name: row.name,
  steps: parseSteps(row.steps),
  createdBy: toPerson(row.created_by_id, row.created_by_login, row.created_by_name),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
