import { describe, expect, it } from 'vitest';
import { pdfLines, pdfRawLines } from '../pdf/pdf-reading.ts';
import { renderDigestPdf } from './digest-pdf.ts';
import type { DigestDocument, DigestRun } from './digest.types.ts';

const NOON = Date.parse('2026-11-18T10:00:00.000Z');

const aRun = (over: Partial<DigestRun>): DigestRun => ({
  id: 'run-1',
  code: 'R-2026-014',
  name: 'Spring flower',
  strainNames: ['Lemon Haze'],
  room: { id: 'room-1', name: 'Flower Room A' },
  stage: 'flower',
  dayOfStage: 23,
  timeInTargetPct: 87.25,
  meanVpdKpa: 1.234,
  overnightDrybackPct: 14.6,
  vpdInTargetPct: 71.04,
  litresIn: 120.5,
  litresOut: 18.25,
  feeds: 5,
  feedLitres: 96,
  treatments: 2,
  scoutings: 3,
  tasks: {
    done: 4,
    overdue: 1,
    overdueItems: [{ id: 't1', title: 'Defoliate the canopy', dueDate: '2026-11-17' }],
  },
  alerts: {
    opened: 2,
    critical: 1,
    items: [{ id: 'a1', title: 'Flower Tent too hot', severity: 'critical', openedAt: NOON }],
  },
  ...over,
});

const document = (over: Partial<DigestDocument>): DigestDocument => ({
  language: 'en',
  timeZone: 'Asia/Jerusalem',
  siteName: 'North Farm',
  week: {
    start: '2026-11-16',
    end: '2026-11-23',
    from: Date.parse('2026-11-15T22:00:00.000Z'),
    to: Date.parse('2026-11-22T22:00:00.000Z'),
  },
  preview: false,
  runs: [
    aRun({}),
    aRun({
      id: 'run-2',
      code: 'R-2026-015',
      name: 'R-2026-015',
      stage: 'veg',
      dayOfStage: 9,
      room: null,
      timeInTargetPct: null,
      meanVpdKpa: null,
      overnightDrybackPct: null,
      vpdInTargetPct: null,
      litresIn: null,
      litresOut: null,
      feedLitres: null,
      tasks: { done: 0, overdue: 0, overdueItems: [] },
      alerts: { opened: 0, critical: 0, items: [] },
    }),
  ],
  tasks: {
    done: 11,
    overdue: 2,
    overdueItems: [{ id: 't2', title: 'Calibrate pH pen', dueDate: '2026-11-12' }],
  },
  alerts: { opened: 6, critical: 1, items: [] },
  ...over,
});

/** pdftotext drops the spaces around a slash between short numbers ("2/3"): compared without them. */
const flat = (text: string) => text.replace(/\s*\/\s*/g, '/');

const textOf = async (doc: DigestDocument) => {
  const pdf = await renderDigestPdf(doc);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return { pdf, lines: (await pdfLines(pdf)).filter((line) => line.length > 0) };
};

describe("the weekly digest's PDF", () => {
  it('prints each run with its figures, then the site, as text', async () => {
    const { lines } = await textOf(document({}));
    const text = flat(lines.join('\n'));
    for (const expected of [
      'Weekly digest · North Farm',
      'Week 2026-11-16 to 2026-11-22',
      'Times in Asia/Jerusalem',
      'R-2026-014 · Spring flower',
      'Flower, day 23',
      'Flower Room A',
      'Lemon Haze',
      '87.3 %',
      '1.23 kPa',
      '14.6 %',
      '71.0 %',
      '120.5 L / 18.3 L',
      '5 (96.0 L)',
      '2 / 3',
      '4 / 1',
      '2 / 1',
      'Defoliate the canopy',
      '2026-11-17',
      'Flower Tent too hot',
      'Critical',
      '2026-11-18 12:00',
      'Veg, day 9',
      'no room',
      'The whole site',
      '11 / 2',
      '6 / 1',
      'Calibrate pH pen',
    ]) {
      expect(text, expected).toContain(flat(expected));
    }
    // The second run's missing figures are dashes, never zero.
    const second = text.slice(text.indexOf('R-2026-015'));
    expect(second).toContain('—/—');
    expect(second).toContain('5 (—)');
    expect(second).not.toContain('0.0 %');
    expect(text).not.toContain('Preview');
  });

  it('says a preview is one', async () => {
    const { lines } = await textOf(document({ preview: true }));
    expect(lines).toContain('Preview: this week so far');
  });

  it('is in Hebrew right to left, run codes and figures kept', async () => {
    const { pdf, lines } = await textOf(document({ language: 'he' }));
    const text = lines.join('\n');
    for (const expected of [
      'סיכום שבועי',
      'R-2026-014',
      'R-2026-015',
      'פריחה',
      'זמן ביעד',
      '87.3 %',
      '1.23 kPa',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // pdftotext opens a line it reads right to left with U+202B, Hebrew words in logical order.
    const raw = await pdfRawLines(pdf);
    expect(raw.find((line) => line.includes('כל האתר'))?.startsWith('\u202b')).toBe(true);
    expect(lines).toContain('כל האתר');
  });

  it('says when no run was active', async () => {
    const { lines } = await textOf(document({ language: 'es', runs: [] }));
    expect(lines).toContain('Ningún ciclo estuvo activo esta semana.');
    expect(lines).toContain('Todo el sitio');
  });
});
