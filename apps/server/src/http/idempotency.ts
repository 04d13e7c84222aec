import { randomUUID } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preParsingHookHandler,
} from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import {
  idempotencyInProgress,
  idempotencyKeyReused,
  invalidIdempotencyKey,
} from '../modules/idempotency/idempotency.errors.ts';
import {
  createIdempotencyRepository,
  type IdempotencyKeyRow,
  type NewClaim,
} from '../modules/idempotency/idempotency.repository.ts';
import { digestBody, type BodyDigest } from './body-digest.ts';
import { IDEMPOTENT_ROUTES, isIdempotentRoute, routeName } from './idempotent-routes.ts';

/**
 * How long a key and its answer are kept: a day, so a phone offline for a whole shift still replays its
 * queue without duplicates.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/**
 * A claim this old whose request never answered was left by an instance that died mid-request: the key is
 * taken over rather than refused as in progress for the rest of the day.
 */
export const ABANDONED_CLAIM_MS = 5 * 60_000;
/** The most a repeated upload's body may hold when we read it ourselves to compare it (ten 3 MB photos). */
const REPEAT_BODY_MAX_BYTES = 32 * 1024 * 1024;
/** Answer headers a replay repeats besides the content type. */
const KEPT_HEADERS = ['location'] as const;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface KeyedRequest {
  userId: string;
  key: string;
  body: BodyDigest;
  /** Set while this request holds the key's claim; cleared once its answer is stored or the key freed. */
  claim?: string;
}

/**
 * `Idempotency-Key` on the routes of `IDEMPOTENT_ROUTES`, per caller: the first request with a key runs
 * and its answer is stored; the same request again gets that answer (`Idempotent-Replayed: true`) and
 * runs nothing; the key with another request is 422, and while the first still runs, 409. The key is
 * claimed by an insert under the table's primary key before the handler runs, so two requests never both
 * run, on any instance. A 5xx frees the key for a retry; a 4xx is kept like a success.
 *
 * Hooks on each listed route, all after the policy's (a caller without rights is refused first): the key
 * is read and the body's digest started in preParsing, the key claimed (or answered) in preHandler, the
 * answer stored in onSend. Register before the routes.
 */
export function registerIdempotency(app: FastifyInstance, deps: { db: Kysely<Database>; clock: Clock }) {
  const repository = createIdempotencyRepository(deps.db);
  const keyed = new WeakMap<FastifyRequest, KeyedRequest>();
  const seen = new Set<string>();

  const readKey: preParsingHookHandler = (request, _reply, payload, done) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined || !request.actor) return done(null, payload);
    if (typeof header !== 'string' || !UUID.test(header)) return done(invalidIdempotencyKey());
    const body = digestBody(payload, request.headers);
    keyed.set(request, { userId: request.actor.id, key: header.toLowerCase(), body });
    done(null, payload);
  };

  const claimOrAnswer: preHandlerAsyncHookHandler = async (request, reply) => {
    const keyedRequest = keyed.get(request);
    if (!keyedRequest) return;
    const { userId, key, body } = keyedRequest;
    const now = deps.clock.now();
    const claim: NewClaim = {
      user_id: userId,
      key,
      request: `${request.method} ${request.url}`,
      body_hash: body.value,
      claim: randomUUID(),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS).toISOString(),
    };
    // A few rounds at most: the key can be freed or expire between our insert and our read.
    for (let round = 0; round < 3; round += 1) {
      if (await repository.claim(claim)) return void (keyedRequest.claim = claim.claim);
      const held = await repository.find(userId, key);
      if (!held) continue;
      if (held.expires_at <= claim.created_at) {
        await repository.deleteIfExpired(userId, key, claim.created_at);
        continue;
      }
      if (held.request !== claim.request) throw idempotencyKeyReused();
      if (held.status === null) {
        if (held.body_hash !== null && body.value !== null && held.body_hash !== body.value) {
          throw idempotencyKeyReused();
        }
        const abandoned = held.created_at <= new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString();
        if (abandoned && (await repository.takeOver(held.claim, claim))) {
          return void (keyedRequest.claim = claim.claim);
        }
        throw idempotencyInProgress();
      }
      const digest = body.value ?? (await body.drain(REPEAT_BODY_MAX_BYTES));
      if (held.body_hash !== digest) throw idempotencyKeyReused();
      return replay(reply, held);
    }
    throw idempotencyInProgress();
  };

  const storeAnswer: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const keyedRequest = keyed.get(request);
    const claim = keyedRequest?.claim;
    if (!keyedRequest || !claim) return payload;
    keyedRequest.claim = undefined;
    const { userId, key, body } = keyedRequest;
    const text = payloadText(payload);
    // Not kept: a failure the client may retry, and an answer given before the body was read whole (a
    // too-large upload), which a repeat could not be compared with.
    if (reply.statusCode >= 500 || body.value === null || text === null) {
      await freeKey(request, userId, key, claim);
      return payload;
    }
    try {
      await repository.complete(userId, key, claim, {
        bodyHash: body.value,
        status: reply.statusCode,
        contentType: headerText(reply, 'content-type'),
        headers: JSON.stringify(keptHeaders(reply)),
        body: text,
      });
    } catch (err) {
      request.log.warn({ err }, 'idempotency: the answer could not be stored');
      await freeKey(request, userId, key, claim);
    }
    return payload;
  };

  // onSend runs for every answer; this catches a request that ended without one.
  const freeLeftover: onResponseAsyncHookHandler = async (request) => {
    const keyedRequest = keyed.get(request);
    if (keyedRequest?.claim) {
      const claim = keyedRequest.claim;
      keyedRequest.claim = undefined;
      await freeKey(request, keyedRequest.userId, keyedRequest.key, claim);
    }
  };

  async function freeKey(request: FastifyRequest, userId: string, key: string, claim: string) {
    try {
      await repository.release(userId, key, claim);
    } catch (err) {
      // Kept as a claim, it is taken over once abandoned (ABANDONED_CLAIM_MS).
      request.log.warn({ err }, 'idempotency: the key could not be freed');
    }
  }

  app.addHook('onRoute', (route) => {
    if (!isIdempotentRoute(route.method, route.url)) return;
    for (const method of [route.method].flat()) seen.add(routeName(method, route.url));
    route.preParsing = [...[route.preParsing ?? []].flat(), readKey];
    route.preHandler = [claimOrAnswer, ...[route.preHandler ?? []].flat()];
    route.onSend = [...[route.onSend ?? []].flat(), storeAnswer];
    route.onResponse = [...[route.onResponse ?? []].flat(), freeLeftover];
  });
  app.addHook('onReady', async () => {
    const missing = IDEMPOTENT_ROUTES.filter((name) => !seen.has(name));
    if (missing.length > 0) throw new Error(`Idempotent routes not registered: ${missing.join(', ')}`);
  });

  return {
    /** Removes the keys older than a day; the `idempotency-sweep` job's work. */
    sweep: () => repository.deleteExpired(deps.clock.now().toISOString()),
  };
}

function replay(reply: FastifyReply, held: IdempotencyKeyRow): FastifyReply {
  const headers = JSON.parse(held.headers ?? '{}') as Record<string, string>;
  reply
    .code(held.status ?? 200)
    .headers(headers)
    .header(REPLAYED_HEADER, 'true');
  if (held.content_type) reply.type(held.content_type);
  return reply.send(held.body ?? '');
}

function payloadText(payload: unknown): string | null {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

function headerText(reply: FastifyReply, name: string): string | null {
  const value = reply.getHeader(name);
  return value === undefined ? null : String(value);
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headerText(reply, name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}
