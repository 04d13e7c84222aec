import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const S3 = {
  FILE_STORAGE: 's3',
  S3_BUCKET: 'canopy-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-value-that-must-never-be-printed',
};

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
    ['TELEGRAM_CHAT_ID', { TELEGRAM_CHAT_ID: '42' }],
    ['TELEGRAM_WEBHOOK_SECRET', { TELEGRAM_WEBHOOK_SECRET: 'secret' }],
    ['TELEGRAM_WEBHOOK_SECRET', { TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_WEBHOOK_SECRET: 'not allowed!' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.test' }],
    ['MAIL_FROM', { SMTP_URL: 'smtp://mail.example.test', MAIL_FROM: 'nobody' }],
    ['MAIL_FROM', { MAIL_FROM: 'canopy@example.test' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'short' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'nginx' }],
    ['RATE_LIMIT_PER_MINUTE', { RATE_LIMIT_PER_MINUTE: 'lots' }],
    ['RATE_LIMIT_PER_MINUTE', { RATE_LIMIT_PER_MINUTE: '-1' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '127.0.0.1,' }],
    ['MFA_REQUIRED_ROLES', { MFA_REQUIRED_ROLES: 'admin,owner' }],
    ['MFA_REQUIRED_ROLES', { MFA_REQUIRED_ROLES: 'Admin' }],
    ['MFA_REQUIRED_ROLES', { MFA_REQUIRED_ROLES: 'admin,' }],
    ['MQTT_URL', { MQTT_URL: 'http://broker.example.test' }],
    ['MQTT_PREFIX', { MQTT_URL: 'mqtt://broker', MQTT_PREFIX: 'canopy/#' }],
    ['MQTT_PREFIX', { MQTT_URL: 'mqtt://broker', MQTT_PREFIX: '/canopy' }],
    ['MQTT_DISCOVERY_PREFIX', { MQTT_URL: 'mqtt://broker', MQTT_DISCOVERY_PREFIX: 'home+assistant' }],
    ['MQTT_PREFIX', { MQTT_PREFIX: 'canopy' }],
    ['FILE_STORAGE', { FILE_STORAGE: 'nfs' }],
    ['S3_BUCKET', { S3_BUCKET: 'photos' }],
    ['S3_ENDPOINT', { S3_ENDPOINT: 'http://minio:9000' }],
    ['S3_BUCKET', { ...S3, S3_BUCKET: undefined }],
    ['S3_BUCKET', { ...S3, S3_BUCKET: 'Photos_Bucket' }],
    ['S3_ACCESS_KEY_ID', { ...S3, S3_ACCESS_KEY_ID: '' }],
    ['S3_SECRET_ACCESS_KEY', { ...S3, S3_SECRET_ACCESS_KEY: undefined }],
    ['S3_ENDPOINT', { ...S3, S3_ENDPOINT: 'minio:9000' }],
    ['S3_ENDPOINT', { ...S3, S3_ENDPOINT: 'ftp://minio:9000' }],
    ['S3_ENDPOINT', { ...S3, S3_ENDPOINT: 'http://user:pass@minio:9000' }],
    ['S3_REGION', { ...S3, S3_REGION: 'eu west' }],
    ['S3_FORCE_PATH_STYLE', { ...S3, S3_FORCE_PATH_STYLE: 'sometimes' }],
  ])('refuses a bad %s with a message naming it', (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });

  it('leaves metrics and MQTT off unless METRICS_TOKEN and MQTT_URL are set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({}).mqtt).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-token-of-sixteen+' }).metricsToken).toBe('a-token-of-sixteen+');
    expect(loadConfig({ MQTT_URL: 'mqtts://user:pass@broker.example.test' }).mqtt).toEqual({
      url: 'mqtts://user:pass@broker.example.test',
      prefix: 'canopy',
      discoveryPrefix: 'homeassistant',
    });
    expect(
      loadConfig({
        MQTT_URL: 'mqtt://127.0.0.1:1883',
        MQTT_PREFIX: 'site-1/canopy',
        MQTT_DISCOVERY_PREFIX: 'ha',
      }).mqtt,
    ).toMatchObject({ prefix: 'site-1/canopy', discoveryPrefix: 'ha' });
  });

  it('takes a bot alone (per-user chats), with a global chat and a webhook secret as options', () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123:abc' }).telegram).toEqual({
      botToken: '123:abc',
      chatId: undefined,
      apiUrl: undefined,
      webhookSecret: undefined,
    });
    expect(
      loadConfig({
        TELEGRAM_BOT_TOKEN: '123:abc',
        TELEGRAM_CHAT_ID: '-100',
        TELEGRAM_WEBHOOK_SECRET: 'a_b-C9',
      }).telegram,
    ).toMatchObject({ chatId: '-100', webhookSecret: 'a_b-C9' });
    expect(loadConfig({}).telegram).toBeUndefined();
  });

  it('takes SMTP_URL with MAIL_FROM, or a sender named after PUBLIC_URL', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.test:465', PUBLIC_URL: 'https://grow.example.test/' })
        .mail,
    ).toEqual({
      url: 'smtps://u:p@mail.example.test:465',
      from: 'Canopy <canopy@grow.example.test>',
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.test', MAIL_FROM: 'Grow <alerts@example.test>' }).mail
        ?.from,
    ).toBe('Grow <alerts@example.test>');
    expect(loadConfig({}).mail).toBeUndefined();
  });

  it('keeps files on local disk unless FILE_STORAGE=s3', () => {
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'local' });
    expect(loadConfig({ FILE_STORAGE: 'local' }).fileStorage).toEqual({ kind: 'local' });
  });

  it('takes S3 on AWS with the default region, or an S3-compatible endpoint with path-style addresses', () => {
    expect(loadConfig(S3).fileStorage).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'canopy-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-value-that-must-never-be-printed',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ ...S3, S3_ENDPOINT: 'http://minio.internal:9000', S3_REGION: 'garage' }).fileStorage,
    ).toMatchObject({ endpoint: 'http://minio.internal:9000', region: 'garage', forcePathStyle: true });
    expect(
      loadConfig({ ...S3, S3_ENDPOINT: 'https://s3.example.test', S3_FORCE_PATH_STYLE: 'false' }).fileStorage,
    ).toMatchObject({ forcePathStyle: false });
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).fileStorage).toMatchObject({
      forcePathStyle: true,
    });
  });

  it('names every missing S3 variable at once and never repeats a secret', () => {
    const messageOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
      }
      return 'no ConfigError';
    };
    const secret = { S3_SECRET_ACCESS_KEY: S3.S3_SECRET_ACCESS_KEY };
    expect(messageOf({ FILE_STORAGE: 's3', ...secret })).toBe(
      'Invalid configuration:\n  S3_BUCKET: required with FILE_STORAGE=s3\n' +
        '  S3_ACCESS_KEY_ID: required with FILE_STORAGE=s3',
    );
    const invalid = messageOf({ ...S3, S3_REGION: 'x y', S3_BUCKET: 'B' });
    expect(invalid).toMatch(/S3_REGION: .*\n.*S3_BUCKET: /);
    expect(invalid).not.toContain(S3.S3_SECRET_ACCESS_KEY);
    expect(messageOf(secret)).not.toContain(S3.S3_SECRET_ACCESS_KEY);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('turns the demo off when a real device cloud is configured, unless DEMO says otherwise', () => {
    expect(loadConfig({ PARTICLE_ACCESS_TOKEN: 'tok' }).demo).toBe(false);
    expect(loadConfig({ PARTICLE_ACCESS_TOKEN: 'tok', DEMO: 'on' }).demo).toBe(true);
  });

  it('reads TRUST_PROXY as a list of addresses and ranges, and trusts no proxy without it', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({}).trustProxy).toBeUndefined();
  });

  it('keeps deleted records in the trash 30 days unless TRASH_DAYS says otherwise', () => {
    expect(loadConfig({}).trashDays).toBe(30);
    expect(loadConfig({ TRASH_DAYS: '7' }).trashDays).toBe(7);
    expect(() => loadConfig({ TRASH_DAYS: '0' })).toThrow(/TRASH_DAYS/);
    expect(() => loadConfig({ TRASH_DAYS: 'soon' })).toThrow(/TRASH_DAYS/);
  });

  it('limits 600 calls a minute unless RATE_LIMIT_PER_MINUTE says otherwise (0 is off)', () => {
    expect(loadConfig({}).rateLimitPerMinute).toBe(600);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '120' }).rateLimitPerMinute).toBe(120);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
  });

  it('reads MFA_REQUIRED_ROLES as a list of roles, and requires two-factor login of no one without it', () => {
    expect(loadConfig({ MFA_REQUIRED_ROLES: 'admin, superuser,admin' }).mfaRequiredRoles).toEqual([
      'admin',
      'superuser',
    ]);
    expect(loadConfig({}).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: '' }).mfaRequiredRoles).toEqual([]);
  });
  describe('single sign-on (OIDC_*)', () => {
    const OIDC = {
      OIDC_ISSUER: 'https://id.example.test/realms/grow',
      OIDC_CLIENT_ID: 'canopy',
      OIDC_CLIENT_SECRET: 'client-secret-value',
    };

    it('is off unless set, and reads the groups, the name and OIDC_ONLY with their defaults', () => {
      expect(loadConfig({}).oidc).toBeUndefined();
      expect(loadConfig(OIDC).oidc).toEqual({
        issuer: OIDC.OIDC_ISSUER,
        clientId: 'canopy',
        clientSecret: 'client-secret-value',
        name: 'SSO',
        rolesClaim: 'groups',
        adminGroups: [],
        superuserGroups: [],
        allowedGroups: null,
        only: false,
      });
      expect(
        loadConfig({
          ...OIDC,
          OIDC_NAME: 'Keycloak',
          OIDC_ROLES_CLAIM: 'roles',
          OIDC_ADMIN_GROUPS: 'canopy-admins, it',
          OIDC_SUPERUSER_GROUPS: 'growers',
          OIDC_ALLOWED_GROUPS: 'canopy-admins,growers,staff',
          OIDC_ONLY: 'true',
        }).oidc,
      ).toMatchObject({
        name: 'Keycloak',
        rolesClaim: 'roles',
        adminGroups: ['canopy-admins', 'it'],
        superuserGroups: ['growers'],
        allowedGroups: ['canopy-admins', 'growers', 'staff'],
        only: true,
      });
    });

    it('needs issuer, client id and secret together, and nothing else without them', () => {
      expect(() => loadConfig({ OIDC_ISSUER: OIDC.OIDC_ISSUER })).toThrow(
        /OIDC_CLIENT_ID: required[\s\S]*OIDC_CLIENT_SECRET: required/,
      );
      expect(() => loadConfig({ ...OIDC, OIDC_CLIENT_SECRET: '' })).toThrow(/OIDC_CLIENT_SECRET: required/);
      expect(() => loadConfig({ OIDC_ONLY: '1' })).toThrow(/OIDC_ONLY: needs OIDC_ISSUER/);
      expect(() => loadConfig({ OIDC_ALLOWED_GROUPS: 'staff' })).toThrow(ConfigError);
    });

    it.each([
      'http://127.0.0.1:8080/realms/grow',
      'http://localhost:9000',
      'http://[::1]:9000',
      'https://sso.example.test',
    ])('takes the issuer %s', (issuer) => {
      expect(loadConfig({ ...OIDC, OIDC_ISSUER: issuer }).oidc?.issuer).toBe(issuer);
    });

    it.each(['http://id.example.test/realms/grow', 'http://10.0.0.5:8080', 'ftp://127.0.0.1', 'not a url'])(
      'refuses the issuer %s (plain http only on a loopback address)',
      (issuer) => {
        expect(() => loadConfig({ ...OIDC, OIDC_ISSUER: issuer })).toThrow(/OIDC_ISSUER: must be/);
      },
    );
  });
});
