import { describe, expect, it } from 'vitest';
import { alertTitle, type AlertTitleInput } from './render.ts';

const alert = (fields: Partial<AlertTitleInput>): AlertTitleInput => ({
  ruleName: 'Too hot',
  ruleNamePreset: null,
  deviceType: 'climate',
  deviceId: 'a1',
  deviceName: 'Flower_Room_A',
  limit: 28,
  metric: 'temperature',
  ...fields,
});

describe("an alert's title in the weekly digest", () => {
  it('is its rule name and its device with spaces, as plain text', () => {
    expect(alertTitle(alert({}), 'en')).toBe('Too hot · Flower Room A');
    // No isolate marks: the digest's HTML and PDF lay out direction themselves.
    expect(alertTitle(alert({}), 'he')).toBe('Too hot · Flower Room A');
  });

  it("words a preset name in the reader's language, naming a power rule's device once", () => {
    const power = alertTitle(alert({ ruleNamePreset: 'power', ruleName: 'Power: Flower_Room_A' }), 'en');
    expect(power.match(/Flower Room A/g)).toHaveLength(1);
    const stale = alertTitle(alert({ ruleNamePreset: 'stale', limit: 20, metric: null }), 'ru');
    expect(stale).not.toContain('Too hot');
    expect(stale).toContain('Flower Room A');
  });
});
