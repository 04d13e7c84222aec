import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceLabel, USER_AGENT_MAX_LENGTH } from './user-agent.ts';

const AGENTS: [string, string, string | null, string | null][] = [
  [
    'Firefox on Android',
    'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
    'Firefox',
    'Android',
  ],
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome',
    'Windows',
  ],
  [
    'Edge, which also says Chrome and Safari',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
    'Edge',
    'Windows',
  ],
  [
    'Safari on an iPhone, which also says Mac OS X',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari',
    'iOS',
  ],
  [
    'Chrome on iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iOS',
  ],
  [
    'Samsung Internet on Android, which also says Linux',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet',
    'Android',
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Safari',
    'macOS',
  ],
  [
    'headless Chromium on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
    'Chrome',
    'Linux',
  ],
  ['curl', 'curl/8.5.0', 'curl', null],
  ['a Python script', 'python-requests/2.32.3', 'Python', null],
  ['Node’s fetch', 'node', 'Node.js', null],
  ['something unknown', 'SensorBridge/1.0', null, null],
];

describe('reading a device from its User-Agent', () => {
  it.each(AGENTS)('knows %s', (_name, agent, browser, os) => {
    expect(describeUserAgent(agent)).toEqual({ browser, os });
  });

  it('says nothing for a missing header', () => {
    expect(describeUserAgent(undefined)).toEqual({ browser: null, os: null });
    expect(describeUserAgent('')).toEqual({ browser: null, os: null });
  });

  it('reads only the start of an overlong header', () => {
    expect(describeUserAgent(`${'x'.repeat(USER_AGENT_MAX_LENGTH)} Firefox/128.0`).browser).toBeNull();
  });

  it('labels the device with what it knows', () => {
    expect(deviceLabel({ browser: 'Firefox', os: 'Android' })).toBe('Firefox on Android');
    expect(deviceLabel({ browser: 'curl', os: null })).toBe('curl');
    expect(deviceLabel({ browser: null, os: 'Windows' })).toBe('Windows');
    expect(deviceLabel({ browser: null, os: null })).toBeNull();
  });
});
