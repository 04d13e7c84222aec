import { en } from './locales/en';

type ErrorCode = keyof typeof en.errors;

/** The catalog key of a translated server error code. */
export type ErrorKey = `errors.${ErrorCode}`;

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(en.errors, code);

/**
 * Server error codes arrive at run time, so they cannot be checked when compiled: the one place that
 * turns a code into a typed key, or null when no catalog translates it (a newer server, say).
 */
export function errorKey(code: string): ErrorKey | null {
  return isErrorCode(code) ? `errors.${code}` : null;
}
