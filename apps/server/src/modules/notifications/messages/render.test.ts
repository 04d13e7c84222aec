import { LANGUAGE_INFO, LANGUAGES, type Language } from '@canopy/shared/languages';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGS } from './catalogs.ts';
import {
  ackButtonLabel,
  devicePath,
  renderAlertMessage,
  renderBotReply,
  renderQuietSummary,
  renderTestMessage,
  SUMMARY_MAX_ALERTS,
  TELEGRAM_TEXT_MAX,
  type AlertEvent,
  type AlertMessageInput,
} from './render.ts';

/** 2026-03-01 08:00 UTC is 10:00 in Jerusalem (winter, UTC+2). */
const OPENED = Date.parse('2026-03-01T08:00:00.000Z');
const HOUR = 3_600_000;
const URL = 'https://grow.example.test';
const EVENTS: readonly AlertEvent[] = ['opened', 'repeat', 'resolved', 'acknowledged'];
/** 34.24 °C and 28 °C as each language writes them. */
const HOT: Record<Language, string> = {
  en: '34.2 °C',
  ru: '34,2 °C',
  uk: '34,2 °C',
  he: '34.2 °C',
  es: '34,2 °C',
};

const hot: AlertMessageInput = {
  event: 'opened',
  severity: 'critical',
  kind: 'threshold',
  ruleName: 'Too hot',
  ruleNamePreset: null,
  deviceName: 'Flower_Room_A',
  deviceType: 'climate',
  deviceId: 'a1b2c3',
  metric: 'temperature',
  value: 34.24,
  limit: 28,
  direction: 'above',
  openedAt: OPENED,
  at: OPENED + HOUR,
  resolution: 'cleared',
  acknowledgedBy: 'night@example.test',
  ackNote: 'Door was open',
};
const render = (language: Language, input: Partial<AlertMessageInput> = {}) =>
  renderAlertMessage({ ...hot, ...input }, { language, publicUrl: URL });
/** Without the isolates Hebrew wraps values in, to look for the values themselves. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const texts = (message: { subject: string; text: string }) => plain(`${message.subject}\n${message.text}`);

describe.each(LANGUAGES)('alert messages in %s', (language) => {
  const catalog = MESSAGE_CATALOGS[language];

  it.each(EVENTS)('%s: device, value and limit with units, opening time in Jerusalem, link', (event) => {
    const message = render(language, { event });
    const all = texts(message);
    expect(message.text.split('\n')[0]).toBe(message.subject);
    expect(all).toContain('Flower Room A');
    expect(all).toContain('Too hot');
    expect(all).toContain(HOT[language]);
    expect(all).toContain('28 °C');
    expect(all).toContain('10:00 (Asia/Jerusalem)');
    expect(all).toContain(`${URL}/device/a1b2c3`);
    expect(all).toContain(catalog.metric.temperature);
    expect(all).toContain(catalog.kind.threshold);
    expect(all).toContain(catalog.severity.critical);
    expect(message.text).not.toMatch(/<\/?[a-z]/i);
  });

  it('marks the severity in the subject with words, the emoji only beside them', () => {
    const critical = render(language).subject;
    const warning = render(language, { severity: 'warning' }).subject;
    const upper = (text: string) => text.toLocaleUpperCase(LANGUAGE_INFO[language].locale);
    expect(critical).toContain(`[${upper(catalog.severity.critical)}]`);
    expect(critical.startsWith('🔴 ')).toBe(true);
    expect(warning).toContain(`[${upper(catalog.severity.warning)}]`);
    expect(warning.startsWith('🟠 ')).toBe(true);
    expect(render(language, { event: 'resolved' }).subject.startsWith('✅ ')).toBe(true);
  });

  it('words each event differently', () => {
    const subjects = EVENTS.map((event) => render(language, { event }).subject);
    expect(new Set(subjects).size).toBe(EVENTS.length);
    expect(render(language, { event: 'repeat' }).text).toContain(catalog.line.reminder);
  });

  it('says when and why a resolved alert ended', () => {
    for (const resolution of ['cleared', 'rule_changed', 'rule_deleted', 'device_removed'] as const) {
      const { text } = render(language, { event: 'resolved', resolution });
      expect(text).toContain(catalog.resolution[resolution]);
      expect(plain(text)).toContain('11:00 (Asia/Jerusalem)');
    }
  });

  it('says who acknowledged, when, and the note', () => {
    const message = render(language, { event: 'acknowledged' });
    expect(plain(message.subject)).toContain('night@example.test');
    expect(plain(message.text)).toContain('11:00 (Asia/Jerusalem)');
    expect(plain(message.text)).toContain('Door was open');
    expect(render(language, { event: 'acknowledged', ackNote: null }).text).not.toContain(
      catalog.line.note.replace('{{note}}', ''),
    );
  });

  it('words a value below its limit', () => {
    const { text } = render(language, { metric: 'humidity', value: 38.04, limit: 45, direction: 'below' });
    expect(plain(text)).toContain('38 %');
    expect(plain(text)).toContain('45 %');
    expect(text).toContain(catalog.line.lowerLimit.replace('{{limit}}', '').trim());
  });

  it('words stale alerts: no data for N minutes, and the limit', () => {
    const message = render(language, {
      kind: 'stale',
      metric: null,
      value: 25,
      limit: 20,
      direction: 'above',
    });
    const expected = catalog.what.stale.replace('{{minutes}}', '25').replace('{{limit}}', '20');
    expect(plain(message.subject)).toContain(expected);
    expect(message.text).toContain(catalog.kind.stale);
  });

  it('words leaks: inflow with no outflow, or flow above the maximum', () => {
    const leak = render(language, {
      kind: 'leak',
      deviceType: 'water',
      deviceId: 'w1',
      metric: null,
      value: 3.2,
      limit: null,
      direction: null,
    });
    const inflow = language === 'en' || language === 'he' ? '3.2 L/min' : '3,2 L/min';
    expect(plain(leak.subject)).toContain(catalog.what.leak.replace('{{value}}', inflow));
    expect(leak.text).toContain(`${URL}/devices/water/w1`);
    const flood = render(language, {
      kind: 'leak',
      deviceType: 'water',
      metric: null,
      value: 12.5,
      limit: 10,
    });
    const flow = language === 'en' || language === 'he' ? '12.5 L/min' : '12,5 L/min';
    expect(plain(flood.subject)).toContain(
      catalog.what.flowAbove.replace('{{value}}', flow).replace('{{limit}}', '10 L/min'),
    );
  });

  it('words power failures and their end', () => {
    const power = { kind: 'power', metric: null, value: null, limit: null, direction: null } as const;
    expect(render(language, power).subject).toContain(catalog.what.powerLost);
    expect(render(language, { ...power, event: 'resolved' }).subject).toContain(catalog.what.powerRestored);
    expect(render(language, power).text).not.toContain('—');
  });

  it('links soil devices to their page', () => {
    const { text } = render(language, {
      deviceType: 'soil',
      deviceId: 's9',
      metric: 'ph',
      value: 5.21,
      limit: 5.5,
    });
    expect(text).toContain(`${URL}/devices/soil/s9`);
    expect(plain(text)).toContain(language === 'en' || language === 'he' ? '5.2 pH' : '5,2 pH');
  });

  it('writes large numbers with the locale grouping', () => {
    const { text } = render(language, { metric: 'co2', value: 1250, limit: 1200 });
    const locale = LANGUAGE_INFO[language].locale;
    expect(plain(text)).toContain(`${new Intl.NumberFormat(locale).format(1250)} ppm`);
  });

  it('sends a test message and bot replies', () => {
    const test = renderTestMessage({ language, publicUrl: `${URL}/`, userEmail: 'me@example.test' });
    expect(test.text.split('\n')[0]).toBe(test.subject);
    expect(plain(test.text)).toContain('me@example.test');
    expect(test.text).toContain(`${URL}/account/notifications`);
    for (const kind of [
      'linked',
      'link_invalid',
      'not_linked',
      'acknowledged',
      'already_resolved',
      'not_found',
    ] as const) {
      expect(renderBotReply(kind, language)).toBe(catalog.bot[kind]);
    }
    expect(ackButtonLabel(language)).toBe(catalog.ackButton);
  });

  it('summarizes quiet hours: lists up to 20 alerts, then how many more', () => {
    const alerts = Array.from({ length: 23 }, (_, i) => ({
      ...hot,
      ruleName: `Rule ${i}`,
      deviceId: `d${i}`,
    }));
    const { subject, text } = renderQuietSummary(alerts, { language, publicUrl: URL });
    expect(text.split('\n')[0]).toBe(subject);
    expect(plain(subject)).toContain('23');
    expect(plain(text)).toContain('Rule 0:');
    expect(plain(text)).toContain('Rule 19:');
    expect(plain(text)).not.toContain('Rule 20:');
    expect(text).toContain(`${URL}/device/d19`);
    expect(plain(text)).toContain(catalog.summary.more.replace('{{count}}', '3'));
    expect(plain(text)).toContain('Asia/Jerusalem');
    expect(plain(text)).toContain('10:00');
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_MAX);
  });
});

describe('Hebrew messages', () => {
  it('isolate numbers with their units, names, e-mails and times', () => {
    const { subject, text } = render('he', { event: 'acknowledged' });
    expect(subject).toContain('\u206834.2 °C\u2069');
    expect(subject).toContain('\u206828 °C\u2069');
    expect(subject).toContain('\u2068Flower Room A\u2069');
    expect(subject).toContain('\u2068night@example.test\u2069');
    expect(text).toContain('\u2068Too hot\u2069');
    expect(text).toContain('\u2068(Asia/Jerusalem)\u2069');
    expect(text).toMatch(/\u2068[^\u2069]*10:00\u2069/);
  });

  it('start every line but the link with Hebrew, so it reads right to left', () => {
    const messages = [
      ...EVENTS.map((event) => render('he', { event })),
      render('he', { kind: 'stale', metric: null, value: 25, limit: 20 }),
      renderQuietSummary([hot, hot], { language: 'he', publicUrl: URL }),
      renderTestMessage({ language: 'he', publicUrl: URL, userEmail: 'me@example.test' }),
    ];
    for (const line of messages.flatMap(({ text }) => text.split('\n'))) {
      if (line === '' || line.startsWith(URL)) continue;
      // The paragraph direction comes from the first letter outside isolates.
      const firstLetter = line.replace(/\u2068[^\u2069]*\u2069/g, '').match(/\p{L}/u)?.[0] ?? '';
      expect(firstLetter, line).toMatch(/\p{Script=Hebrew}/u);
    }
  });

  it('leave left-to-right languages without isolates', () => {
    for (const language of LANGUAGES.filter((language) => LANGUAGE_INFO[language].dir === 'ltr')) {
      expect(render(language, { event: 'acknowledged' }).text).not.toMatch(/[\u2068\u2069]/);
    }
  });
});

describe('user data in messages', () => {
  const hostile = `Bad\nname\u0007!\u202e\u2069${'x'.repeat(200)}`;

  it('loses its control and bidi characters and is cut to 100 characters', () => {
    for (const language of LANGUAGES) {
      const { subject, text } = render(language, {
        deviceName: hostile,
        ruleName: hostile,
        event: 'acknowledged',
      });
      for (const line of `${subject}\n${text}`.split('\n'))
        expect(line).not.toMatch(/[\p{Cc}\u202a-\u202e]/u);
      const cleaned = `Bad name!${'x'.repeat(90)}…`;
      expect(Array.from(cleaned)).toHaveLength(100);
      expect(plain(text)).toContain(`${MESSAGE_CATALOGS[language].line.device.replace('{{name}}', cleaned)}`);
      expect(plain(text)).toContain(`${MESSAGE_CATALOGS[language].line.rule.replace('{{name}}', cleaned)}`);
      expect(plain(text)).not.toContain('x'.repeat(91));
    }
  });

  it('keeps a note on one line', () => {
    const { text } = render('en', { event: 'acknowledged', ackNote: 'Fan\r\nreplaced' });
    expect(text).toContain('Note: Fan replaced');
  });

  it('never cuts an emoji in half', () => {
    const { text } = render('en', { deviceName: `${'a'.repeat(98)}🌱🌱🌱` });
    expect(text).toContain(`Device: ${'a'.repeat(98)}🌱…`);
  });

  it('keeps the longest messages within Telegram’s limit', () => {
    const longUrl = `https://${'grow'.repeat(40)}.example.test`;
    const long = { ...hot, deviceName: 'n'.repeat(300), ruleName: 'r'.repeat(300), ackNote: 'z'.repeat(900) };
    for (const language of LANGUAGES) {
      for (const event of EVENTS) {
        const message = renderAlertMessage({ ...long, event }, { language, publicUrl: longUrl });
        expect(message.text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_MAX);
      }
      const many = Array.from({ length: 40 }, () => long);
      const summary = renderQuietSummary(many, { language, publicUrl: longUrl });
      expect(summary.text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_MAX);
      // Fewer than 20 fit here, and the rest are still counted.
      const listed = summary.text.split('\n').filter((line) => line.startsWith(longUrl)).length;
      expect(listed).toBeLessThan(SUMMARY_MAX_ALERTS);
      const more = MESSAGE_CATALOGS[language].summary.more.replace('{{count}}', String(40 - listed));
      expect(plain(summary.text)).toContain(more);
    }
  });
});

describe('times', () => {
  it('follow the device time zone through daylight saving time', () => {
    // 2026-07-01 08:00 UTC is 11:00 in Jerusalem (summer, UTC+3).
    const summer = Date.parse('2026-07-01T08:00:00.000Z');
    expect(render('en', { openedAt: summer }).text).toContain('1 Jul 2026, 11:00 (Asia/Jerusalem)');
    expect(render('en').text).toContain('1 Mar 2026, 10:00 (Asia/Jerusalem)');
  });

  it('use a 24-hour clock and the date across midnight', () => {
    const late = Date.parse('2026-03-01T22:30:00.000Z');
    expect(render('en', { openedAt: late }).text).toContain('2 Mar 2026, 00:30 (Asia/Jerusalem)');
  });

  it('can be shown in another zone', () => {
    const { text } = renderAlertMessage(hot, { language: 'en', publicUrl: URL, timeZone: 'UTC' });
    expect(text).toContain('08:00 (UTC)');
  });
});

describe('device paths', () => {
  it('lead to each device type’s page', () => {
    expect(devicePath('climate', 'x1')).toBe('/device/x1');
    expect(devicePath('water', 'x1')).toBe('/devices/water/x1');
    expect(devicePath('soil', 'x1')).toBe('/devices/soil/x1');
    expect(devicePath('soil', 'a/b')).toBe('/devices/soil/a%2Fb');
  });
});

describe("the device's room and run day", () => {
  const inFlower: AlertMessageInput['crop'] = {
    roomId: 'room-a',
    roomName: 'Flower Room A',
    run: { runId: 'run-1', code: 'R-2026-014', stage: 'flower', dayOfStage: 23, plannedDays: 63 },
  };
  const i = (text: string) => `\u2068${text}\u2069`;
  /** The line each language writes for room A on day 23 of 63 of flower (Hebrew isolates every value). */
  const LINES: Record<Language, string> = {
    en: 'Room: Flower Room A · Run R-2026-014 · Flower day 23 of 63',
    es: 'Sala: Flower Room A · Ciclo R-2026-014 · Floración día 23 de 63',
    he: `חדר: ${i('Flower Room A')} · מחזור ${i('R-2026-014')} · פריחה יום ${i('23')} מתוך ${i('63')}`,
    ru: 'Комната: Flower Room A · Цикл R-2026-014 · Цветение, день 23 из 63',
    uk: 'Кімната: Flower Room A · Цикл R-2026-014 · Цвітіння, день 23 з 63',
  };

  it.each(LANGUAGES)('%s: a line after the device, in every event', (language) => {
    for (const event of EVENTS) {
      const lines = render(language, { event, crop: inFlower }).text.split('\n');
      const at = lines.indexOf(LINES[language]);
      expect(at, `${language} ${event}`).toBeGreaterThan(0);
      expect(lines[at - 1]!.startsWith(MESSAGE_CATALOGS[language].line.device.replace('{{name}}', ''))).toBe(
        true,
      );
    }
  });

  it.each(LANGUAGES)('%s: nothing for a device in no room', (language) => {
    const room = MESSAGE_CATALOGS[language].line.room.replace('{{room}}', '');
    for (const crop of [undefined, null]) {
      expect(render(language, { crop }).text).not.toContain(room);
    }
    expect(render(language, { crop: null }).text).toBe(render(language).text);
  });

  it('names only the room when nothing grows there, and only the stage of a group done or lost', () => {
    expect(render('en', { crop: { ...inFlower!, run: null } }).text.split('\n')).toContain(
      'Room: Flower Room A',
    );
    const done = { ...inFlower!, run: { ...inFlower!.run!, stage: 'done' as const, plannedDays: null } };
    expect(render('en', { crop: done }).text.split('\n')).toContain(
      'Room: Flower Room A · Run R-2026-014 · Done',
    );
    const open = { ...inFlower!, run: { ...inFlower!.run!, plannedDays: null } };
    expect(render('en', { crop: open }).text.split('\n')).toContain(
      'Room: Flower Room A · Run R-2026-014 · Flower day 23',
    );
  });

  it('cleans the room name and run code as other user data', () => {
    const crop = { ...inFlower!, roomName: 'Room\u0007\nB', run: { ...inFlower!.run!, code: 'R-1\u202E' } };
    const line = render('en', { crop })
      .text.split('\n')
      .find((text) => text.startsWith('Room: '));
    expect(line).toBe('Room: Room B · Run R-1 · Flower day 23 of 63');
  });
});
