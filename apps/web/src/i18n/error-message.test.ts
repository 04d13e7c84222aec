import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { errorMessage } from './error-message';
import { createI18n } from './i18n';
import { catalogs } from './resources';

describe('errorMessage', () => {
  it('translates a known error code in the current language', () => {
    const i18n = createI18n('ru', catalogs);
    const error = new ApiError(409, { error: 'Email taken', code: 'users.email_taken' });
    expect(errorMessage(i18n.t, error)).toBe('Пользователь с такой почтой уже существует.');
  });

  it("falls back to the server's message for an unknown code", () => {
    const i18n = createI18n('en', catalogs);
    const error = new ApiError(418, { error: 'I am a teapot', code: 'tea.pot' });
    expect(errorMessage(i18n.t, error)).toBe('I am a teapot');
  });

  it('mentions the wait from Retry-After when login is throttled', () => {
    const i18n = createI18n('en', catalogs);
    const error = new ApiError(429, { error: 'Slow down', code: 'auth.throttled' }, 60);
    expect(errorMessage(i18n.t, error)).toBe('Too many login attempts. Try again in 60 seconds.');
  });
});
