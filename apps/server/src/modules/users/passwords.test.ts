import { describe, expect, it } from 'vitest';
import { createPasswords } from './passwords.ts';

describe('passwords', () => {
  it("hashes with argon2id at OWASP's minimum cost unless told otherwise", async () => {
    const hash = await createPasswords().hash('a-long-enough-password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('checks a hash made at another cost by the cost written in it', async () => {
    const cheap = await createPasswords({ memoryCost: 64, timeCost: 1 }).hash('a-long-enough-password');
    const passwords = createPasswords();
    expect(await passwords.verify(cheap, 'a-long-enough-password')).toBe(true);
    expect(await passwords.verify(cheap, 'another-password')).toBe(false);
    expect(await passwords.verify('not a hash', 'a-long-enough-password')).toBe(false);
  });

  it('answers false for the dummy check, whatever the password', async () => {
    const passwords = createPasswords({ memoryCost: 64, timeCost: 1 });
    expect(await passwords.verifyAgainstDummy('canopy-dummy-password-for-timing')).toBe(false);
  });
});
