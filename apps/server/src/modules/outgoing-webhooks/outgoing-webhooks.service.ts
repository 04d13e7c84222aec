import { randomBytes } from 'node:crypto';
import { webhookUrlProblem, WEBHOOK_EVENTS } from '@canopy/shared/outgoing-webhooks';
import type {
  CreatedWebhook,
  Webhook,
  WebhookDeliveryPage,
  webhookBodySchema,
  webhookDeliveriesQuerySchema,
} from '@canopy/shared/schemas/outgoing-webhooks';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, splitPage } from '../../lib/keyset-cursor.ts';
import { badWebhookUrl, webhookNotFound } from './outgoing-webhooks.errors.ts';
import { toApiDelivery, toApiWebhook } from './outgoing-webhooks.mapper.ts';
import type { WebhookAttemptRow, WebhookDeliveriesRepository } from './webhook-deliveries.repository.ts';
import type { WebhookRow, WebhooksRepository } from './webhooks.repository.ts';

type WebhookInput = z.output<typeof webhookBodySchema>;
type DeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;

export interface OutgoingWebhooksServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  webhooks: WebhooksRepository;
  deliveries: WebhookDeliveriesRepository;
}

/** The URL as stored, once it passed the checks; each problem answers with its own code. */
function checkedUrl(url: string): string {
  const problem = webhookUrlProblem(url);
  if (problem) throw badWebhookUrl(problem);
  return url.trim();
}

/** The events in their canonical order, each once. */
const eventsJson = (events: readonly string[]) =>
  JSON.stringify(WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** Admins' webhooks: the secret is made here and shown only in the create answer. */
export function createOutgoingWebhooksService(deps: OutgoingWebhooksServiceDeps) {
  const existing = async (id: string): Promise<WebhookRow> => {
    const row = await deps.webhooks.find(id);
    if (!row) throw webhookNotFound();
    return row;
  };

  return {
    async list(): Promise<Webhook[]> {
      return (await deps.webhooks.list()).map(toApiWebhook);
    },

    async create(input: WebhookInput): Promise<CreatedWebhook> {
      const now = deps.clock.now();
      const row: WebhookRow = {
        id: newId(now.getTime()),
        url: checkedUrl(input.url),
        events: eventsJson(input.events),
        // 32 random bytes: the HMAC key, as long as SHA-256's block needs to be strong.
        secret: randomBytes(32).toString('hex'),
        enabled: input.enabled ? 1 : 0,
        disabled_reason: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await deps.webhooks.insert(row);
      return { ...toApiWebhook(row), secret: row.secret };
    },

    /** Replaces the URL, events and switch; switching off cancels what waits, switching on starts afresh. */
    async update(id: string, input: WebhookInput): Promise<Webhook> {
      const url = checkedUrl(input.url);
      await existing(id);
      await deps.db.transaction().execute(async (trx) => {
        const found = await deps.webhooks.update(trx, id, {
          url,
          events: eventsJson(input.events),
          enabled: input.enabled ? 1 : 0,
          // Switched on again: why Canopy switched it off no longer holds.
          ...(input.enabled ? { disabled_reason: null } : {}),
          updated_at: deps.clock.now().toISOString(),
        });
        if (!found) throw webhookNotFound();
        if (!input.enabled) await deps.deliveries.cancelPending(trx, id);
      });
      return toApiWebhook(await existing(id));
    },

    async remove(id: string): Promise<void> {
      if (!(await deps.webhooks.remove(id))) throw webhookNotFound();
    },

    async deliveries(id: string, query: DeliveriesQuery): Promise<WebhookDeliveryPage> {
      await existing(id);
      const before = query.cursor ? decodeCursor(query.cursor, ['string'] as const)[0] : undefined;
      const rows = await deps.deliveries.page(id, query.limit + 1, before);
      const page = splitPage(rows, query.limit, (row) => [row.id]);
      // One query for the whole page's attempts, grouped here (no Map.groupBy on Node 20).
      const attempts = new Map<string, WebhookAttemptRow[]>();
      for (const attempt of await deps.deliveries.attemptsOf(page.rows.map((row) => row.id))) {
        const list = attempts.get(attempt.delivery_id) ?? [];
        list.push(attempt);
        attempts.set(attempt.delivery_id, list);
      }
      return {
        items: page.rows.map((row) => toApiDelivery(row, attempts.get(row.id))),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type OutgoingWebhooksService = ReturnType<typeof createOutgoingWebhooksService>;
