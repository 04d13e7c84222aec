import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with SQLite in ./data on port 3000 when nothing is set', () => {
    const config = loadConfig({}, '/srv/canopy');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('/srv/canopy/data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmail).toBe('admin@canopy.local');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demo).toBe(true);
  });

  it('selects PostgreSQL from DATABASE_URL and derives PUBLIC_URL from PORT', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', PORT: '8080' });
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
    ['JWT_SECRET', { JWT_SECRET: 'too-short' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'nowhere' }],
    ['DEMO', { DEMO: 'maybe' }],
    ['TELEGRAM_CHAT_ID', { TELEGRAM_BOT_TOKEN: '123:abc' }],
  ])('refuses a bad %s with a message naming it', (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('turns the demo off when a real device cloud is configured, unless DEMO says otherwise', () => {
    expect(loadConfig({ PARTICLE_ACCESS_TOKEN: 'tok' }).demo).toBe(false);
    expect(loadConfig({ PARTICLE_ACCESS_TOKEN: 'tok', DEMO: 'on' }).demo).toBe(true);
  });
});
