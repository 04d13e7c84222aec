import { describe, expect, it } from 'vitest';
import type { Language } from '@canopy/shared/languages';
import type { RunClimateMark } from '@canopy/shared/schemas/run-climate';
import { createI18n } from '../../../i18n/i18n';
import { catalogs } from '../../../i18n/resources';
import { aFeed, aScouting, aTreatment } from '../../../testing/crop/feeding-factory';
import { aRun } from '../../../testing/crop/run-factory';
import { markWords, type MarkRows } from './climate-marks';

const tIn = (language: Language) => createI18n(language, catalogs).getFixedT(language);

const at = '2026-11-20T08:00:00.000Z';
const mark = (kind: RunClimateMark['kind'], text: string): RunClimateMark => ({
  ts: Date.parse(at),
  kind,
  text,
  stage: null,
  roomName: null,
  count: null,
  reason: null,
});
const run = aRun({
  feeds: [aFeed({ at, volume: 3.5, volumeUnit: 'gal', ecIn: 1.85 })],
  scouting: [aScouting({ at })],
  treatments: [aTreatment({ at })],
});
const rows = (language: Language): MarkRows => ({ run, groupId: 'g1', language });

describe('markWords of a feed, a sighting and a treatment', () => {
  it("words them from the run's own row of the group charted", () => {
    const t = tIn('en');
    expect(markWords(t, mark('feed', 'Feed 13 L, EC 1.85'), rows('en'))).toBe('3.5 gal, EC 1.85');
    expect(markWords(t, mark('scouting', 'Scouting: Spider mites, severity 2'), rows('en'))).toBe(
      'Spider mites, severity: Moderate',
    );
    expect(markWords(t, mark('treatment', 'Treatment: Spinosad 480'), rows('en'))).toBe(
      'Spinosad 480, 0.5 ml/L',
    );
  });

  it("in the reader's language", () => {
    const t = tIn('ru');
    expect(markWords(t, mark('feed', 'Feed 13 L, EC 1.85'), rows('ru'))).toBe('3,5 гал, EC 1,85');
    expect(markWords(t, mark('scouting', 'Scouting: Spider mites, severity 2'), rows('ru'))).toBe(
      'Spider mites, степень: Средняя',
    );
  });

  it("words a split group's marks of its parent's rows from before the split", () => {
    const t = tIn('en');
    expect(markWords(t, mark('feed', 'Feed 13 L, EC 1.85'), { ...rows('en'), groupId: 'g2' })).toBe(
      '3.5 gal, EC 1.85',
    );
  });

  it("keeps the server's words for a row the run on screen does not hold (not loaded yet)", () => {
    const t = tIn('en');
    expect(markWords(t, { ...mark('treatment', 'Treatment: Neem'), ts: 0 }, rows('en'))).toBe(
      'Treatment: Neem',
    );
  });
});
