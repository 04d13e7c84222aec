import { describe, expect, it } from 'vitest';
import { plan, REQUIREMENTS } from './test-setup.mjs';

describe("the test command's machine set-up", () => {
  it('does nothing when every package is there', () => {
    expect(plan([], { isRoot: false, canSudo: false })).toEqual({ action: 'none' });
  });

  it('installs what is missing as root, or through sudo without a password', () => {
    const asRoot = plan(['chromium', 'nginx'], { isRoot: true, canSudo: false });
    expect(asRoot).toMatchObject({ action: 'install', prefix: ['env', 'DEBIAN_FRONTEND=noninteractive'] });
    expect(asRoot.install).toEqual(['apt-get', 'install', '-y', '-qq', 'chromium', 'nginx']);
    const withSudo = plan(['postgresql'], { isRoot: false, canSudo: true });
    expect(withSudo.prefix.slice(0, 2)).toEqual(['sudo', '-n']);
  });

  it('otherwise stops naming the exact command to run', () => {
    const decision = plan(['chromium', 'poppler-utils'], { isRoot: false, canSudo: false });
    expect(decision.action).toBe('stop');
    expect(decision.message).toContain('sudo apt-get install -y chromium poppler-utils');
  });

  it('knows every package the tests start or read', () => {
    expect(REQUIREMENTS.map((r) => r.pkg).sort()).toEqual(
      ['chromium', 'fonts-noto-core', 'mosquitto', 'nginx', 'postgresql', 'poppler-utils'].sort(),
    );
  });
});
