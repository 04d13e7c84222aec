import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './secrets.ts';

describe('resolveJwtSecret', () => {
  it('generates a secret once into DATA_DIR with mode 0600 and reuses it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'canopy-secret-'));
    const first = await resolveJwtSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(await resolveJwtSecret(dir, undefined)).toBe(first);
  });

  it('prefers the configured secret', async () => {
    expect(await resolveJwtSecret('/nonexistent', 'configured-secret')).toBe('configured-secret');
  });
});
