import type { Kysely } from 'kysely';
import type { createAppStateRepository } from '../../db/app-state.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import type { TaskReminderSource } from '../tasks/task-reminders.types.ts';
import type { PersonalMessagesDeps } from './personal-messages.ts';

/** What tasks' messages (DESIGN 22) are made with: the tasks they name, the site's zone, the outbox. */
export interface TaskNoticesDeps extends PersonalMessagesDeps {
  db: Kysely<Database>;
  clock: Clock;
  publicUrl: string;
  tasks: TaskReminderSource;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  appState: Pick<ReturnType<typeof createAppStateRepository>, 'get' | 'advance'>;
  loginOf(userId: string): Promise<string>;
  /** Runs the outbox soon (after the commit that queued the messages). */
  kick(): void;
}
