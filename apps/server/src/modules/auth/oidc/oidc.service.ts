import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse } from '@canopy/shared/schemas/mfa';
import * as client from 'openid-client';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { UserLookup } from '../../users/users.types.ts';
import type { OidcAccounts } from './oidc-accounts.ts';
import type { OidcProviderClient } from './oidc-client.ts';
import { oidcFailed, oidcHandoffInvalid, oidcRefusal, oidcStateInvalid } from './oidc.errors.ts';
import { createOidcRepository } from './oidc.repository.ts';

/** A login sent to the provider may take 10 minutes there; the web app has 60 s to collect the outcome. */
export const LOGIN_STATE_TTL_MS = 10 * 60_000;
export const HANDOFF_TTL_MS = 60_000;

/** Where the callback sends the browser: the web app's page that collects the outcome. */
export const HANDOFF_PAGE = '/login/sso#handoff=';

const random = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface OidcServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  provider: OidcProviderClient;
  accounts: OidcAccounts;
  users: UserLookup;
  /** Opens a session as a password login does, its audit entry marked as single sign-on. */
  startSession: (user: {
    id: string;
    role: 'admin' | 'superuser' | 'user';
    email: string;
  }) => Promise<string>;
  log?: { warn: (details: object, message: string) => void };
}

/** Where to send the browser, and the binding its cookie must hold from now on. */
export interface BrowserStep {
  location: string;
  binding: string;
}

/**
 * The authorization code flow with PKCE, `state` and `nonce` (DESIGN 26). The callback never answers with
 * a session itself: it parks the outcome under a one-time code and sends the browser to the web app, which
 * collects it with a POST, so the token never travels in an address.
 */
export function createOidcService({
  db,
  clock,
  provider,
  accounts,
  users,
  startSession,
  log,
}: OidcServiceDeps) {
  const repository = createOidcRepository(db);

  async function park(binding: string, outcome: { userId: string } | AppError): Promise<BrowserStep> {
    const code = random();
    const now = clock.now();
    await repository.insertHandoff({
      code_hash: sha256(code),
      binding_hash: sha256(binding),
      user_id: outcome instanceof AppError ? null : outcome.userId,
      error_status: outcome instanceof AppError ? outcome.statusCode : null,
      error_code: outcome instanceof AppError ? outcome.code : null,
      expires_at: new Date(now.getTime() + HANDOFF_TTL_MS).toISOString(),
    });
    return { location: `${HANDOFF_PAGE}${code}`, binding };
  }

  /** A refusal as the account rules or the checks made it; anything else the provider did is a failure. */
  function refusalOf(error: unknown): AppError {
    if (error instanceof AppError) return error;
    log?.warn({ err: error }, 'single sign-on: the provider answer was refused');
    return oidcFailed();
  }

  return {
    /** A fresh login: its secrets kept here, the browser tied to it by a new cookie, off to the provider. */
    async start(): Promise<BrowserStep> {
      const now = clock.now();
      const binding = random();
      await repository.deleteExpired(now.toISOString());
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      try {
        const url = await provider.authorizationUrl({
          state,
          nonce,
          codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
        });
        await repository.insertLoginState({
          state_hash: sha256(state),
          nonce,
          code_verifier: codeVerifier,
          binding_hash: sha256(binding),
          expires_at: new Date(now.getTime() + LOGIN_STATE_TTL_MS).toISOString(),
        });
        return { location: url.href, binding };
      } catch (error) {
        // The provider is down or its discovery document is wrong: the web app says so like any failure.
        return park(binding, refusalOf(error));
      }
    },

    /**
     * The provider's redirect. `binding` is the browser's cookie (a browser without one gets a new one, so
     * the refusal still reaches only it); `callbackUrl` is the redirect URI with the query as received.
     */
    async callback(callbackUrl: URL, cookieBinding: string | undefined): Promise<BrowserStep> {
      const binding = cookieBinding ?? random();
      const now = clock.now();
      const state = callbackUrl.searchParams.get('state');
      const login = state ? await repository.takeLoginState(sha256(state)) : undefined;
      if (
        !state ||
        !login ||
        login.expires_at <= now.toISOString() ||
        cookieBinding === undefined ||
        login.binding_hash !== sha256(cookieBinding)
      ) {
        return park(binding, oidcStateInvalid());
      }
      try {
        const claims = await provider.finish(callbackUrl, {
          state,
          nonce: login.nonce,
          codeVerifier: login.code_verifier,
        });
        const user = await accounts.resolve(claims);
        return park(binding, { userId: user.id });
      } catch (error) {
        return park(binding, refusalOf(error));
      }
    },

    /** The parked outcome, once, to the browser the login ran in: a session, or the refusal as an error. */
    async exchange(handoff: string, cookieBinding: string | undefined): Promise<LoginResponse> {
      const parked = await repository.takeHandoff(sha256(handoff));
      if (
        !parked ||
        parked.expires_at <= clock.now().toISOString() ||
        cookieBinding === undefined ||
        parked.binding_hash !== sha256(cookieBinding)
      ) {
        throw oidcHandoffInvalid();
      }
      if (parked.user_id === null) throw oidcRefusal(parked.error_code);
      const user = await users.findById(parked.user_id);
      if (!user) throw oidcHandoffInvalid();
      return { token: await startSession(user) };
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
