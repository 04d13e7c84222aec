import { z } from 'zod';
import { GROWING_STAGES } from '@canopy/shared/crop';
import { isRole } from '@canopy/shared/roles';
import {
  CHECKLIST_TEXT_MAX,
  TASK_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  type TaskTemplate,
  type TaskTemplateBody,
  type TaskTemplateStep,
} from '@canopy/shared/schemas/tasks';
import { TASK_CHECKLIST_MAX, TASK_TEMPLATE_STEPS_MAX } from '@canopy/shared/tasks';

/** A step's checklist as the form holds it: one item a line, blank lines ignored. */
export const checklistLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/**
 * The template form's values: a step's checklist as lines of one text, its assignee as one choice
 * (`''` nobody, `role:<role>`, `user:<id>`).
 */
export const templateDraftSchema = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  steps: z
    .array(
      z.object({
        _id: z.string().optional(),
        title: z.string().trim().min(1).max(TASK_DESCRIPTION_MAX),
        description: z.string().trim().max(TASK_DESCRIPTION_MAX),
        checklist: z.string().refine((text) => {
          const lines = checklistLines(text);
          return (
            lines.length <= TASK_CHECKLIST_MAX && lines.every((line) => line.length <= CHECKLIST_TEXT_MAX)
          );
        }, 'validation.tooLong'),
        stage: z.enum(GROWING_STAGES),
        dayOfStage: z.number().int().min(1).max(366),
        assignee: z.string(),
        requiresReview: z.boolean(),
      }),
    )
    .min(1)
    .max(TASK_TEMPLATE_STEPS_MAX),
});

export type TemplateDraft = z.infer<typeof templateDraftSchema>;
export type StepDraft = TemplateDraft['steps'][number];

/** A new step: on day 1 of veg, for nobody, without review. */
export const emptyStep = (): StepDraft => ({
  title: '',
  description: '',
  checklist: '',
  stage: 'veg',
  dayOfStage: 1,
  assignee: '',
  requiresReview: false,
});

export const assigneeChoice = (assignee: TaskTemplateStep['assignee']): string =>
  assignee === null ? '' : assignee.role ? `role:${assignee.role}` : `user:${assignee.userId ?? ''}`;

function assigneeOf(choice: string): TaskTemplateBody['steps'][number]['assignee'] {
  const [kind, value = ''] = choice.split(/:(.*)/s);
  if (kind === 'role' && isRole(value)) return { role: value };
  if (kind === 'user' && value) return { userId: value };
  return null;
}

/** The template as the form shows it; a new one has one empty step. */
export function templateDraftOf(template: TaskTemplate | null): TemplateDraft {
  if (!template) return { name: '', steps: [emptyStep()] };
  return {
    name: template.name,
    steps: template.steps.map((step) => ({
      _id: step._id,
      title: step.title,
      description: step.description,
      checklist: step.checklist.join('\n'),
      stage: step.stage,
      dayOfStage: step.dayOfStage,
      assignee: assigneeChoice(step.assignee),
      requiresReview: step.requiresReview,
    })),
  };
}

/** `POST`/`PUT /api/task-templates`: a step keeps its `_id`, so the tasks it scheduled stay its own. */
export function templateBodyOf(draft: TemplateDraft): TaskTemplateBody {
  return {
    name: draft.name,
    steps: draft.steps.map(({ _id, checklist, assignee, ...step }) => ({
      ...(_id && { _id }),
      ...step,
      checklist: checklistLines(checklist),
      assignee: assigneeOf(assignee),
    })),
  };
}

const STEP_FIELDS = [
  'title',
  'description',
  'checklist',
  'stage',
  'dayOfStage',
  'assignee',
  'requiresReview',
];

/** Where a server's validation detail (`body.steps.2.checklist.0`) belongs on the form. */
export function templateFieldOf(path: string): string | null {
  const [head, index, field] = path.replace(/^body\./, '').split('.');
  if (head === 'name') return 'name';
  if (head !== 'steps') return null;
  if (index === undefined || !/^\d+$/.test(index)) return 'steps';
  return field && STEP_FIELDS.includes(field) ? `steps.${index}.${field}` : `steps.${index}.title`;
}
