import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '@canopy/shared/languages';
import type { Database } from '../../../db/schema.ts';
import type { AppInstance } from '../../../http/app-instance.ts';
import type { Job } from '../../../jobs/job-registry.ts';
import type { Clock } from '../../../lib/clock.ts';
import { createDigestFigures, type DigestSources } from './digest-figures.ts';
import { createDigestSender, type DigestDelivery } from './digest-sender.ts';
import { createDigestSendsRepository } from './digest-sends.repository.ts';
import { registerDigestRoutes } from './digest.routes.ts';

export interface DigestModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  zone: { timeZone(): Promise<string> };
  /** The screens' own reads (runs, climate, steering, tasks, alerts), wired in compose/reports.ts. */
  sources: DigestSources;
  /** The notification module's `digests`: who opted in, and the outbox. */
  delivery: DigestDelivery;
  languageOf(userId: string): Promise<Language>;
}

/** How often the job looks whether a Monday's digests are due (they go out within this of 08:00). */
export const WEEKLY_DIGEST_EVERY_MS = 5 * 60_000;

/**
 * The weekly digest (DESIGN 26): its figures from the screens' reads, its HTML, Telegram and PDF forms,
 * the `weekly-digest` job and the preview route.
 */
export function createDigestModule(deps: DigestModuleDeps) {
  const figures = createDigestFigures(deps.sources);
  const sends = createDigestSendsRepository(deps.db);
  const sender = createDigestSender({ ...deps, figures, sends });
  const jobs: Job[] = [
    {
      name: 'weekly-digest',
      everyMs: WEEKLY_DIGEST_EVERY_MS,
      run: async () => void (await sender.sendDue()),
    },
  ];
  return {
    figures,
    sends,
    sender,
    jobs,
    routes: (app: AppInstance) => registerDigestRoutes(app, sender),
  };
}

export type DigestModule = ReturnType<typeof createDigestModule>;
