import { LANGUAGES } from '@canopy/shared/languages';
import { describe, expect, it } from 'vitest';
import { renderAlertMessage, renderQuietSummary, type AlertMessageInput } from './render.ts';

const OPENED = Date.parse('2026-03-01T08:00:00.000Z');
const URL = 'https://grow.example.test';

/** A stale soil alert of the default rule, as the notifier reads it from the alert's row. */
const quietBed: AlertMessageInput = {
  event: 'opened',
  severity: 'critical',
  kind: 'stale',
  ruleName: 'No data from a soil device for 20 minutes',
  ruleNamePreset: 'stale',
  deviceName: 'Bed_3_Soil',
  deviceType: 'soil',
  deviceId: 'b2b2b2',
  metric: null,
  value: 25,
  limit: 20,
  direction: 'above',
  openedAt: OPENED,
  at: OPENED,
  resolution: null,
  acknowledgedBy: null,
  ackNote: null,
};
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const render = (language: (typeof LANGUAGES)[number], input: Partial<AlertMessageInput> = {}) => {
  const message = renderAlertMessage({ ...quietBed, ...input }, { language, publicUrl: URL });
  return plain(`${message.subject}\n${message.text}`);
};

describe('device names in messages', () => {
  it.each(LANGUAGES)('%s: shown with spaces, as the devices page shows them', (language) => {
    const text = render(language);
    expect(text).toContain('Bed 3 Soil');
    expect(text).not.toContain('Bed_3_Soil');
    expect(render(language, { deviceName: 'Old_Line', deviceType: 'water' })).toContain('Old Line');
  });

  it('in a quiet-hours summary too', () => {
    const { text } = renderQuietSummary([quietBed], { language: 'en', publicUrl: URL });
    expect(text).toContain('Bed 3 Soil');
    expect(text).not.toContain('Bed_3_Soil');
  });
});

describe('rule names in messages', () => {
  it('word a name Canopy gave in the recipient’s language, from the alert’s fields', () => {
    expect(render('ru')).toContain('Правило: Нет данных от датчика почвы 20 мин');
    expect(render('he')).toContain('אין נתונים מחיישן קרקע כבר 20 דק׳');
    expect(render('en')).toContain('Rule: No data from a soil device for 20 min');
    expect(render('ru')).not.toContain('No data from');
    expect(render('he')).not.toContain('No data from');
  });

  it('word thresholds, leak and power presets too, the power rule with its device', () => {
    const threshold = { kind: 'threshold', metric: 'humidity', deviceType: 'climate' } as const;
    expect(render('es', { ...threshold, ruleNamePreset: 'device-thresholds' })).toContain(
      'Humedad fuera de los umbrales del dispositivo',
    );
    expect(render('uk', { kind: 'leak', deviceType: 'water', ruleNamePreset: 'leak' })).toContain(
      'Протікання води',
    );
    const power = {
      kind: 'power',
      deviceType: 'climate',
      deviceName: 'Flower_Room_A',
      ruleNamePreset: 'power',
    } as const;
    expect(render('ru', { ...power, ruleName: 'Power failure: Flower_Room_A' })).toContain(
      'Правило: Отключение питания: Flower Room A',
    );
  });

  it('keep a name a person typed as typed, in every language', () => {
    for (const language of LANGUAGES) {
      expect(render(language, { ruleName: 'Beds gone quiet', ruleNamePreset: null })).toContain(
        'Beds gone quiet',
      );
    }
  });

  it('follow the recipient in a quiet-hours summary', () => {
    const { text } = renderQuietSummary([quietBed], { language: 'ru', publicUrl: URL });
    expect(plain(text)).toContain('Нет данных от датчика почвы 20 мин');
  });
});
