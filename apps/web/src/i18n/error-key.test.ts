import { describe, expect, it } from 'vitest';
import { errorKey } from './error-key';

describe('errorKey', () => {
  it('names the catalog key of a translated code', () => {
    expect(errorKey('users.email_taken')).toBe('errors.users.email_taken');
  });

  it('gives null for a code no catalog translates, even one shaped like an object property', () => {
    expect(errorKey('tea.pot')).toBeNull();
    expect(errorKey('toString')).toBeNull();
  });
});
