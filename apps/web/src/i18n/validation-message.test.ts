import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBodySchema } from '@canopy/shared/schemas/auth';
import { lossBodySchema } from '@canopy/shared/schemas/runs';
import { createUserBodySchema, updateUserBodySchema } from '@canopy/shared/schemas/users';
import { createI18n } from './i18n';
import { catalogs } from './resources';
import { fieldErrorText, validationKeys } from './validation-message';

function firstKey(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value, { error: validationKeys });
  return result.error?.issues[0]?.message;
}

describe('validation messages', () => {
  it('maps empty required fields to "required"', () => {
    expect(firstKey(loginBodySchema, { email: '', password: 'x' })).toBe('validation.required');
  });

  it('maps an emptied number field (NaN) to "required", and another wrong type to "invalid"', () => {
    expect(firstKey(lossBodySchema, { count: Number.NaN, reason: 'pest' })).toBe('validation.required');
    expect(firstKey(lossBodySchema, { count: 'three', reason: 'pest' })).toBe('validation.invalid');
  });

  it('maps a malformed email and a short password to their own messages', () => {
    expect(firstKey(createUserBodySchema, { email: 'nope', password: 'long enough pw' })).toBe(
      'validation.email',
    );
    expect(firstKey(createUserBodySchema, { email: 'a@b.co', password: 'short' })).toBe(
      'validation.passwordTooShort',
    );
    expect(firstKey(updateUserBodySchema, { password: 'short' })).toBe('validation.passwordTooShort');
  });

  it('translates the key with the minimum length in the current language', () => {
    const i18n = createI18n('uk', catalogs);
    expect(fieldErrorText(i18n.t, { type: 'too_small', message: 'validation.passwordTooShort' })).toBe(
      'Щонайменше 10 символів',
    );
  });

  it("translates a form's own key outside validation, and leaves text that is no key as it is", () => {
    const i18n = createI18n('he', catalogs);
    expect(fieldErrorText(i18n.t, { type: 'custom', message: 'webhooks.urlProblem.credentials' })).toBe(
      catalogs.he.webhooks.urlProblem.credentials,
    );
    expect(fieldErrorText(i18n.t, { type: 'custom', message: 'webhooks.urlProblem' })).toBe(
      'webhooks.urlProblem',
    );
    expect(fieldErrorText(i18n.t, { type: 'custom', message: 'Plain words.' })).toBe('Plain words.');
  });
});
