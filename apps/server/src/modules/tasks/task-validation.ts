import { isDueDay } from '@canopy/shared/recurrence';
import type { TaskRecurrence } from '@canopy/shared/schemas/tasks';
import { localDate } from '@canopy/shared/site-days';
import { unknownLinks, type LinkInput, type TaskCropSources } from './task-links.ts';
import type { People } from './task-people.ts';
import { invalidTask, type Details } from './tasks.errors.ts';

/** A task's plan as it will be once written: what its rules are checked against. */
export interface PlanToCheck {
  /** Only the people newly named: the ones kept were checked when they were given the task. */
  assigneeIds?: readonly string[] | undefined;
  dueAt: string | null;
  recurrence: TaskRecurrence | null;
  /** The links given in the body (unchanged ones are not asked about again). */
  links?: LinkInput | undefined;
}

/** What a rule asks of its due: one to count from, weekdays only weekly, a month day only monthly. */
function recurrenceDetails(rule: TaskRecurrence, dueAt: string | null, timeZone: string): Details {
  const details: Details = [];
  const at = (field: string, message: string) => details.push({ path: `body.recurrence${field}`, message });
  if (!dueAt) at('', 'a repeating task needs a due');
  if (rule.byWeekday && rule.freq !== 'weekly') at('.byWeekday', 'weekdays only with a weekly rule');
  if (rule.byMonthDay !== undefined && rule.freq !== 'monthly') {
    at('.byMonthDay', 'a day of the month only with a monthly rule');
  }
  if (rule.until && dueAt) {
    // A day against a day on the site's calendar; two instants as instants.
    const before =
      isDueDay(rule.until) || isDueDay(dueAt)
        ? localDay(rule.until, timeZone) < localDay(dueAt, timeZone)
        : Date.parse(rule.until) < Date.parse(dueAt);
    if (before) at('.until', 'before the due');
  }
  return details;
}

const localDay = (due: string, timeZone: string) => (isDueDay(due) ? due : localDate(due, timeZone));

/**
 * 400 with every detail at once when the plan names unknown people or links, or its rule does not fit
 * its due; what the body's schema already checked (an interval of 0, a 32nd) never reaches here.
 */
export async function checkPlan(
  plan: PlanToCheck,
  sources: { people: People; crop: TaskCropSources; timeZone: string },
): Promise<void> {
  const details: Details = [];
  (plan.assigneeIds ?? []).forEach((id, i) => {
    if (!sources.people.has(id)) details.push({ path: `body.assigneeIds.${i}`, message: 'no such user' });
  });
  if (plan.recurrence) details.push(...recurrenceDetails(plan.recurrence, plan.dueAt, sources.timeZone));
  if (plan.links) details.push(...(await unknownLinks(plan.links, sources.crop)));
  if (details.length > 0) throw invalidTask(details);
}
