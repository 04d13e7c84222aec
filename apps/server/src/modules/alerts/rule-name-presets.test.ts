import type { Alert, AlertRule } from '@canopy/shared/schemas/alerts';
import type { AuditPage } from '@canopy/shared/schemas/audit';
import { describe, expect, it } from 'vitest';
import { createRule, MINUTE, storeSoil, sweepAfter, TOO_HOT } from '../../testing/alert-fixtures.ts';
import { signedInSuite } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('names Canopy gives its rules, on %s', (dialect) => {
  const { t, admin } = signedInSuite(dialect, { admin: 'admin' }, { per: 'test' });

  const rules = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/alert-rules', headers: admin.auth })).json<AlertRule[]>();
  const put = (rule: AlertRule, changes: Partial<AlertRule>) => {
    const {
      _id: id,
      builtin: _builtin,
      namePreset: _preset,
      createdAt: _created,
      updatedAt: _updated,
      ...body
    } = {
      ...rule,
      ...changes,
    };
    return t.app.inject({
      method: 'PUT',
      url: `/api/alert-rules/${id}`,
      headers: admin.auth,
      payload: body,
    });
  };
  const staleSoil = async () => (await rules()).find((r) => r.kind === 'stale' && r.deviceType === 'soil')!;

  it('marks the defaults of a new database with their preset, and a rule a person makes with none', async () => {
    await createRule(t, admin, TOO_HOT);
    const byName = Object.fromEntries((await rules()).map((r) => [r.name, r.namePreset]));
    expect(byName).toEqual({
      'Temperature outside the device thresholds': 'device-thresholds',
      'Humidity outside the device thresholds': 'device-thresholds',
      'CO2 outside the device thresholds': 'device-thresholds',
      'No data from a climate device for 20 minutes': 'stale',
      'No data from a soil device for 20 minutes': 'stale',
      'No data from a water device for 20 minutes': 'stale',
      'Water leak': 'leak',
      'Too hot': null,
    });
  });

  it('keeps the preset while the rule is saved under its own name, and drops it once renamed', async () => {
    const rule = await staleSoil();
    const tuned = await put(rule, { forMinutes: 30 });
    expect(tuned.statusCode, tuned.body).toBe(200);
    expect(tuned.json<AlertRule>()).toMatchObject({ forMinutes: 30, namePreset: 'stale' });

    const renamed = await put(rule, { name: 'Beds gone quiet' });
    expect(renamed.json<AlertRule>()).toMatchObject({ name: 'Beds gone quiet', namePreset: null });
    // Typing the old English name again is a person's name now: it stays as typed.
    const back = await put(rule, { name: rule.name });
    expect(back.json<AlertRule>().namePreset).toBeNull();
  });

  it('gives an alert its rule’s preset, and the audit entry the fields its name is worded from', async () => {
    await storeSoil(t);
    await sweepAfter(t, 21 * MINUTE);
    const alerts = (
      await t.app.inject({ method: 'GET', url: '/api/alerts?state=unresolved', headers: admin.auth })
    ).json<{ items: Alert[] }>().items;
    expect(alerts).toEqual([
      expect.objectContaining({
        kind: 'stale',
        ruleNamePreset: 'stale',
        limit: 20,
        deviceName: 'Bed_1_Soil',
      }),
    ]);

    await put(await staleSoil(), { forMinutes: 25 });
    const audit = (
      await t.app.inject({ method: 'GET', url: '/api/audit?entity=alert_rule', headers: admin.auth })
    ).json<AuditPage>();
    expect(audit.items[0]).toMatchObject({
      action: 'update',
      summary: 'Alert rule "No data from a soil device for 20 minutes" updated',
      summaryEvent: 'updated',
      summaryValues: {
        name: 'No data from a soil device for 20 minutes',
        preset: 'stale',
        deviceType: 'soil',
        minutes: 25,
      },
    });
  });
});
