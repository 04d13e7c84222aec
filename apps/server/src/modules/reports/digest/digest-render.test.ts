import { LANGUAGES } from '@canopy/shared/languages';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../notifications/messages/catalog.ts';
import type { DigestDocument, DigestRun } from './digest.types.ts';
import { renderDigestHtml } from './digest-html.ts';
import { renderDigestTelegram } from './digest-telegram.ts';
import { weekFrom } from './digest-week.ts';
import { DIGEST_WORDS } from './texts/index.ts';

const URL = 'https://canopy.example.test';

const run = (i: number, fields: Partial<DigestRun> = {}): DigestRun => ({
  id: `r${i}`,
  code: `R-2026-${String(i).padStart(3, '0')}`,
  name: `Run ${i}`,
  strainNames: ['Gelato'],
  room: { id: 'room1', name: 'Flower Room A' },
  stage: 'flower',
  dayOfStage: 23,
  timeInTargetPct: null,
  meanVpdKpa: 1.234,
  overnightDrybackPct: 18.4,
  vpdInTargetPct: 72.5,
  litresIn: 1234.5,
  litresOut: 245.1,
  feeds: 3,
  feedLitres: 180,
  treatments: 1,
  scoutings: 2,
  tasks: { done: 4, overdue: 1, overdueItems: [] },
  alerts: { opened: 2, critical: 1, items: [] },
  ...fields,
});

const doc = (fields: Partial<DigestDocument> = {}): DigestDocument => ({
  language: 'en',
  timeZone: 'Asia/Jerusalem',
  siteName: 'Farm',
  week: weekFrom('2026-11-16', 'Asia/Jerusalem'),
  preview: false,
  runs: [run(1)],
  tasks: { done: 9, overdue: 1, overdueItems: [{ id: 't1', title: 'Defoliate', dueDate: '2026-11-18' }] },
  alerts: {
    opened: 1,
    critical: 1,
    items: [
      { id: 'a1', title: 'Too hot · Flower Room A', severity: 'critical', openedAt: 1_795_000_000_000 },
    ],
  },
  ...fields,
});

describe("the digest's HTML e-mail", () => {
  it('reads left to right in English with locale numbers, Sunday as the last day', () => {
    const html = renderDigestHtml(doc(), URL);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('16 Nov 2026 – 22 Nov 2026');
    expect(html).toContain('1,234.5 L / 245.1 L');
    expect(html).toContain('1.23 kPa');
    expect(html).toContain('Flower, day 23');
    expect(html).not.toContain('dir="rtl"');
  });

  it('is right to left and right-aligned in Hebrew, every label in Hebrew', () => {
    const html = renderDigestHtml(doc({ language: 'he' }), URL);
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('<body dir="rtl"');
    expect(html).toContain('text-align:right');
    expect(html).not.toContain('text-align:left');
    expect(html).toContain('סיכום שבועי');
    expect(html).toContain('פריחה');
    expect(html).not.toContain('Weekly digest');
  });

  it('escapes what people typed, and says it is a preview when it is one', () => {
    const html = renderDigestHtml(
      doc({ preview: true, runs: [run(1, { name: '<script>alert(1)</script> & co' })] }),
      URL,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(html).toContain('Preview: this week so far');
  });
});

describe("the digest's Telegram summary", () => {
  it('gives a line per run and the totals', () => {
    const text = renderDigestTelegram(doc({ runs: [run(1, { timeInTargetPct: 87.25 }), run(2)] }), URL);
    const runLines = text.split('\n').filter((line) => line.startsWith('• '));
    expect(runLines).toHaveLength(2);
    expect(runLines[0]).toContain('Time in target 87.3 %');
    expect(runLines[1]).toContain('Time in target —');
    expect(text).toContain('Tasks: 9 done, 1 overdue');
    expect(text).toContain('Alerts: 1 opened, 1 critical');
  });

  it("stays within Telegram's 4096 characters with many long-named runs, counting the rest", () => {
    const runs = Array.from({ length: 60 }, (_, i) => run(i, { name: 'N'.repeat(120) }));
    const text = renderDigestTelegram(doc({ runs }), URL);
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(text).toMatch(/and \d+ more/);
    // The totals are never the part cut.
    expect(text).toContain('Tasks: 9 done, 1 overdue');
    expect(text).toContain(`${URL}/`);
  });
});

describe("the digest's words", () => {
  it('exist in every language with the English placeholders', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(DIGEST_WORDS.en)) {
        const translated = DIGEST_WORDS[language][key as keyof typeof DIGEST_WORDS.en];
        expect(translated, `${language}.${key}`).toBeTruthy();
        expect(placeholdersOf(translated), `${language}.${key}`).toEqual(placeholdersOf(text));
      }
    }
  });
});
