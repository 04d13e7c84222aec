import { SEVERITY_MAX } from '@canopy/shared/feeding';
import type { Language } from '@canopy/shared/languages';
import type { Actor } from '@canopy/shared/permissions';
import { addDaysToDate, localDate } from '@canopy/shared/site-days';
import type { TaskPriority } from '@canopy/shared/tasks';
import { fill, PROTECTION_TEXTS } from './protection-texts.ts';

/** A task opened after a sighting: what the tasks module is asked to create. */
export interface FollowUpTask {
  description: string;
  priority: TaskPriority;
  /** A site day (`YYYY-MM-DD`). */
  dueAt: string;
  links: { roomId: string; runId: string | null; groupId: string | null };
}

/**
 * Opens tasks in someone's name and answers the new task's id (the tasks module, made after the crop: a
 * port bound in compose/team.ts).
 */
export interface FollowUpTasks {
  open(actor: Actor, task: FollowUpTask): Promise<string>;
}

/**
 * The follow-up of a sighting of `severity` (FOLLOW_UP_SEVERITY or more), in the recorder's language:
 * "Follow up: spider mites (severity 2) in Flower Room A", high priority at the worst severity, due the
 * site day after the sighting's, linked to the room and to the run and group of the entry's first row.
 */
export function followUpTask(
  language: Language,
  sighting: {
    pest: string;
    severity: number;
    at: Date;
    room: { id: string; name: string };
    first: { runId: string | null; groupId: string | null };
  },
  timeZone: string,
): FollowUpTask {
  const { pest, severity, at, room, first } = sighting;
  return {
    description: fill(PROTECTION_TEXTS[language].followUp, {
      pest,
      severity: String(severity),
      room: room.name,
    }),
    priority: severity >= SEVERITY_MAX ? 'high' : 'normal',
    dueAt: addDaysToDate(localDate(at, timeZone), 1),
    links: { roomId: room.id, runId: first.runId, groupId: first.groupId },
  };
}
