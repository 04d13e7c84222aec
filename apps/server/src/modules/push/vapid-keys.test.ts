import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { generateVapidKeys, resolveVapidKeys, vapidKeysProblem } from './vapid-keys.ts';

describe('VAPID keys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'canopy-vapid-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a pair once into DATA_DIR (mode 0600) and reuses it', async () => {
    const first = await resolveVapidKeys(dataDir, undefined);
    expect(vapidKeysProblem(first)).toBeNull();
    expect((await stat(path.join(dataDir, 'vapid.json'))).mode & 0o777).toBe(0o600);
    expect(await resolveVapidKeys(dataDir, undefined)).toEqual(first);
  });

  it('generates usable pairs, those whose private scalar starts with a zero byte included', () => {
    // About one scalar in 256 starts with a zero byte; 20,000 pairs all but surely hold several.
    let withLeadingZero = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const keys = generateVapidKeys();
      expect(vapidKeysProblem(keys)).toBeNull();
      if (Buffer.from(keys.privateKey, 'base64url')[0] === 0) withLeadingZero += 1;
    }
    expect(withLeadingZero).toBeGreaterThan(0);
  });

  it('takes the configured pair over a generated one', async () => {
    const configured = generateVapidKeys();
    expect(await resolveVapidKeys(dataDir, configured)).toEqual(configured);
  });

  it('reads both keys and the subject from the environment, defaulting the subject to the admin', () => {
    const keys = generateVapidKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      ADMIN_EMAIL: 'Boss@Example.test',
    });
    expect(config.push).toEqual({ keys, subject: 'mailto:boss@example.test' });
    expect(loadConfig({ VAPID_SUBJECT: 'https://grow.example.test/contact' }).push).toEqual({
      keys: undefined,
      subject: 'https://grow.example.test/contact',
    });
  });

  it('stops the start on half a pair, a mismatched pair or a bad subject, never printing a key', () => {
    const keys = generateVapidKeys();
    const other = generateVapidKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY: required/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY: required/);
    const mismatched = () =>
      loadConfig({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(mismatched).toThrow(/does not belong/);
    try {
      mismatched();
    } catch (error) {
      expect(String(error)).not.toContain(keys.privateKey);
    }
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://grow.example.test' })).toThrow(/VAPID_SUBJECT/);
  });
});
