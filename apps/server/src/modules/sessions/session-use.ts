import { LAST_USED_RESOLUTION_MS } from '@canopy/shared/api-tokens';
import type { RequestClient } from '../../http/policy.ts';
import type { SessionUse } from './sessions.repository.ts';
import { describeUserAgent, USER_AGENT_MAX_LENGTH } from './user-agent.ts';

/** Longer than any IPv6 text form; `request.ip` is ours, but a proxy's header is not. */
const IP_MAX_LENGTH = 64;

/** Whether a use at `now` should be written: never written, or not in the last minute. */
export function useIsDue(lastUsedAt: string | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - Date.parse(lastUsedAt) >= LAST_USED_RESOLUTION_MS;
}

/** The moment before which a recorded use counts as stale. */
export const staleBefore = (now: Date) => new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();

/** What a use at `now` from this client records; the device only when `withAgent` (the first use). */
export function sessionUse(client: RequestClient, now: Date, withAgent: boolean): SessionUse {
  const use: SessionUse = { at: now.toISOString(), ip: client.ip.slice(0, IP_MAX_LENGTH) };
  if (!withAgent) return use;
  const userAgent = client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null;
  return { ...use, agent: { userAgent, ...describeUserAgent(userAgent) } };
}
