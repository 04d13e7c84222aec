import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import { renderAutomationRun, type AutomationMessageInput } from './messages/render-automation.ts';
import { queuePersonalMessages, type PersonalMessagesDeps } from './personal-messages.ts';

export interface AutomationNoticesDeps extends PersonalMessagesDeps {
  db: Kysely<Database>;
  clock: Clock;
  publicUrl: string;
  /** The site's zone: the run's time is written in it. */
  zone: Pick<SiteZoneReader, 'timeZone'>;
  /** Runs the outbox soon (after the commit that queued the messages). */
  kick(): void;
}

/**
 * An automation's run told to people (DESIGN 24: its `notify` action, or its creator on a failure): queued
 * in the outbox on each person's channels (a linked Telegram chat, e-mail if they chose it, Web Push), in
 * their language, past their quiet hours. Returns how many deliveries were queued.
 */
export function createAutomationNotices(deps: AutomationNoticesDeps) {
  return async function notify(userIds: readonly string[], run: AutomationMessageInput): Promise<number> {
    const people = [...new Set(userIds)];
    if (people.length === 0) return 0;
    const timeZone = await deps.zone.timeZone();
    const context = { publicUrl: deps.publicUrl, timeZone };
    const render = (language: Parameters<typeof renderAutomationRun>[1]['language']) =>
      renderAutomationRun(run, { ...context, language });
    const queued = await deps.db.transaction().execute((trx) =>
      queuePersonalMessages(
        deps,
        trx,
        'automation',
        people.map((userId) => ({ userId, render })),
        deps.clock.now().getTime(),
      ),
    );
    if (queued > 0) deps.kick();
    return queued;
  };
}
