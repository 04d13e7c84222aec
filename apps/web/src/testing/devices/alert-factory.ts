import type { Alert } from '@canopy/shared/schemas/alerts';

export const DEVICE_ID = 'c0ffee0000000000000000a1';

/** An open warning on a climate device's temperature, as GET /api/alerts sends it; override what a test needs. */
export function alert(overrides: Partial<Alert> = {}): Alert {
  return {
    _id: 'al-1',
    ruleId: 'r-1',
    ruleName: 'Flower room too hot',
    ruleNamePreset: null,
    kind: 'threshold',
    severity: 'warning',
    deviceId: DEVICE_ID,
    deviceName: 'Flower_Room_A',
    deviceType: 'climate',
    metric: 'temperature',
    state: 'open',
    value: 27.46,
    limit: 26,
    openedAt: '2026-07-01T10:00:00.000Z',
    acknowledgedAt: null,
    acknowledgedBy: null,
    ackNote: null,
    resolvedAt: null,
    resolution: null,
    notifications: [],
    ...overrides,
  };
}

export const page = (items: Alert[], nextCursor: string | null = null) => ({ items, nextCursor });
