import { isRole } from '@canopy/shared/roles';
import type { TokenPayload } from '@canopy/shared/schemas/auth';
import { clearApiCache } from './pwa/clear-api-cache';

export const TOKEN_STORAGE_KEY = 'canopy.token';
export const LOGIN_STORAGE_KEY = 'canopy.login';
/** Set while the session may only turn two-factor login on (the role requires it: MFA_REQUIRED_ROLES). */
export const MFA_ENROLLMENT_STORAGE_KEY = 'canopy.mfaEnrollment';

export interface Session {
  token: string;
  payload: TokenPayload & { exp?: number };
  login: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The payload's id, role and sid when each has the shape of `tokenPayloadSchema`, else null. A plain
 * check rather than the zod schema: this runs in the app shell, and zod would be the first paint's
 * largest library after React (the test compares both on the same payloads).
 */
export function readTokenPayload(json: unknown): TokenPayload | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { id, role, sid } = json as Record<string, unknown>;
  if (typeof id !== 'string' || !isRole(role) || typeof sid !== 'string') return null;
  return { id, role, sid };
}

type DecodedToken = (TokenPayload & { exp?: number }) | null;

/** The last token read: every request and every render that reads the session asks for the same one. */
let lastDecoded: { token: string; payload: DecodedToken } | undefined;

/** Reads the JWT payload without verifying it: the server verifies, the client only needs id and role. */
export function decodeToken(token: string): DecodedToken {
  // Frozen: every reader of the session shares the one object.
  if (lastDecoded?.token !== token) lastDecoded = { token, payload: Object.freeze(readPayload(token)) };
  return lastDecoded.payload;
}

function readPayload(token: string): DecodedToken {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const json: unknown = JSON.parse(decodeBase64Url(segment));
    const payload = readTokenPayload(json);
    if (!payload) return null;
    const exp = (json as { exp?: unknown }).exp;
    return typeof exp === 'number' ? { ...payload, exp } : payload;
  } catch {
    return null;
  }
}

export function isTokenExpired(payload: { exp?: number }, now: number = Date.now()): boolean {
  return payload.exp !== undefined && payload.exp * 1000 <= now;
}

export function getStoredToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

/** The stored token when it decodes and has not expired, otherwise null (treated as logged out). */
export function getValidToken(): string | null {
  const token = getStoredToken();
  if (!token) return null;
  const payload = decodeToken(token);
  return payload && !isTokenExpired(payload) ? token : null;
}

export function getSession(): Session | null {
  const token = getValidToken();
  const payload = token ? decodeToken(token) : null;
  if (!token || !payload) return null;
  return { token, payload, login: localStorage.getItem(LOGIN_STORAGE_KEY) };
}

export function storeToken(token: string, login?: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  if (login !== undefined) localStorage.setItem(LOGIN_STORAGE_KEY, login);
  notify();
}

/** Keeps the shown login name in step after the user changes their own email. */
export function storeLogin(login: string): void {
  localStorage.setItem(LOGIN_STORAGE_KEY, login);
  notify();
}

export function clearToken(): void {
  void clearApiCache();
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(LOGIN_STORAGE_KEY);
  localStorage.removeItem(MFA_ENROLLMENT_STORAGE_KEY);
  notify();
}

/** The login said this session must turn two-factor login on first; the server refuses everything else. */
export function isMfaEnrollmentPending(): boolean {
  return localStorage.getItem(MFA_ENROLLMENT_STORAGE_KEY) === '1';
}

export function setMfaEnrollmentPending(pending: boolean): void {
  if (pending) localStorage.setItem(MFA_ENROLLMENT_STORAGE_KEY, '1');
  else localStorage.removeItem(MFA_ENROLLMENT_STORAGE_KEY);
  notify();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === MFA_ENROLLMENT_STORAGE_KEY || event.key === null) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
