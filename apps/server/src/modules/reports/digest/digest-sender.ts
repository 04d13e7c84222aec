import type { Language } from '@canopy/shared/languages';
import type { DigestSend } from '@canopy/shared/schemas/digest';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { DigestChannel, DigestMessage } from '../../notifications/digest-delivery.ts';
import { nothingHappened, type DigestFigures } from './digest-figures.ts';
import type { DigestDocument } from './digest.types.ts';
import { digestMessage } from './digest-message.ts';
import type { DigestSendsRepository } from './digest-sends.repository.ts';
import { currentWeek, dueWeek } from './digest-week.ts';

/** What the notifications module does for the digest (its `digests`). */
export interface DigestDelivery {
  readers(): Promise<{ user_id: string; language: Language }[]>;
  queue(
    executor: Kysely<Database>,
    input: { userId: string; kind: 'digest' | 'digest_preview'; message: DigestMessage; nowMs: number },
  ): Promise<DigestChannel[]>;
  kick(): void;
}

export interface DigestSenderDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  zone: { timeZone(): Promise<string> };
  figures: DigestFigures;
  sends: DigestSendsRepository;
  delivery: DigestDelivery;
  languageOf(userId: string): Promise<Language>;
}

/** How soon a person may ask for another preview. */
export const PREVIEW_INTERVAL_MS = 60_000;

const tooSoon = () =>
  new AppError(429, 'request.throttled', 'A digest preview was sent less than a minute ago');

export function createDigestSender(deps: DigestSenderDeps) {
  // Per instance and per person: enough to stop a double click or a loop from flooding their inbox.
  const lastPreview = new Map<string, number>();

  /**
   * One person's digest of the week due: recorded in `digest_sends` and queued in the outbox in one
   * transaction, so a second run or instance (whose insert meets the unique key) queues nothing.
   */
  async function sendOne(
    reader: { user_id: string; language: Language },
    week: NonNullable<ReturnType<typeof dueWeek>>,
    documentIn: (language: Language) => Promise<DigestDocument>,
    nowMs: number,
  ) {
    const row = {
      id: newId(nowMs),
      user_id: reader.user_id,
      week_start: week.start,
      status: 'sent' as const,
      channels: '',
      detail: '',
      created_at: new Date(nowMs).toISOString(),
    };
    let message: DigestMessage | null = null;
    let failure = '';
    try {
      const doc = await documentIn(reader.language);
      if (!nothingHappened(doc)) message = await digestMessage(doc, deps.publicUrl);
    } catch (error) {
      // Recorded rather than retried every few minutes all morning; the log says why.
      deps.log.error({ err: error, userId: reader.user_id }, 'weekly digest could not be built');
      failure = error instanceof Error ? error.message.slice(0, 500) : 'build failed';
    }
    try {
      return await deps.db.transaction().execute(async (trx) => {
        await deps.sends.insert(trx, row);
        if (failure) {
          await deps.sends.setStatus(trx, row.id, 'failed', [], failure);
          return 'failed' as const;
        }
        if (message === null) {
          await deps.sends.setStatus(trx, row.id, 'skipped', [], 'nothing happened');
          return 'skipped' as const;
        }
        const channels = await deps.delivery.queue(trx, {
          userId: reader.user_id,
          kind: 'digest',
          message,
          nowMs,
        });
        await deps.sends.setStatus(
          trx,
          row.id,
          channels.length > 0 ? 'sent' : 'skipped',
          channels,
          channels.length > 0 ? '' : 'no channel',
        );
        return channels.length > 0 ? ('sent' as const) : ('skipped' as const);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken' as const;
      throw error;
    }
  }

  return {
    /**
     * The `weekly-digest` job: from Monday 08:00 site time (and for `DIGEST_LATE_MS` after), each person
     * who opted in and has no digest of last week recorded gets it, or a `skipped` row when nothing
     * happened. Returns what each person's turn came to.
     */
    async sendDue(): Promise<Record<'sent' | 'skipped' | 'failed' | 'taken', number>> {
      const counts = { sent: 0, skipped: 0, failed: 0, taken: 0 };
      const nowMs = deps.clock.now().getTime();
      const timeZone = await deps.zone.timeZone();
      const week = dueWeek(nowMs, timeZone);
      if (!week) return counts;
      const readers = await deps.delivery.readers();
      const recorded = await deps.sends.usersOfWeek(week.start);
      // Every reader may read every figure, so the week's document differs only by language: built once each.
      const documents = new Map<Language, Promise<DigestDocument>>();
      const documentIn = (language: Language) => {
        let doc = documents.get(language);
        if (!doc) {
          doc = deps.figures.build({ language, timeZone, week, preview: false, nowMs });
          documents.set(language, doc);
        }
        return doc;
      };
      for (const reader of readers) {
        if (recorded.has(reader.user_id)) continue;
        counts[await sendOne(reader, week, documentIn, nowMs)] += 1;
      }
      if (counts.sent > 0) deps.delivery.kick();
      return counts;
    },

    /**
     * `POST /api/me/digest/send`: this week so far, to the caller at once, marked as a preview. It writes no
     * `digest_sends` row, so Monday's digest still goes out. `skipped`: no channel can reach them.
     */
    async preview(userId: string): Promise<DigestSend> {
      const nowMs = deps.clock.now().getTime();
      const last = lastPreview.get(userId);
      if (last !== undefined && nowMs - last < PREVIEW_INTERVAL_MS && nowMs >= last) throw tooSoon();
      lastPreview.set(userId, nowMs);
      const timeZone = await deps.zone.timeZone();
      const doc = await deps.figures.build({
        language: await deps.languageOf(userId),
        timeZone,
        week: currentWeek(nowMs, timeZone),
        preview: true,
        nowMs,
      });
      const message = await digestMessage(doc, deps.publicUrl);
      const channels = await deps.db
        .transaction()
        .execute((trx) => deps.delivery.queue(trx, { userId, kind: 'digest_preview', message, nowMs }));
      if (channels.length > 0) deps.delivery.kick();
      return { channels, skipped: channels.length === 0 };
    },
  };
}

export type DigestSender = ReturnType<typeof createDigestSender>;
