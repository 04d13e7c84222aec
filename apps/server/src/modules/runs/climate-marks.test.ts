import type { Feed, Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import { describe, expect, it } from 'vitest';
import { entryMarks } from './climate-marks.ts';

const at = '2026-04-20T09:00:00.000Z';
const row = (groupId: string) => ({ groupId, at });

describe("marks of a group's feeds, scouting and treatments", () => {
  it('words each in English, the other fields null, only for the rows it is given', () => {
    const marks = entryMarks((record) => record.groupId === 'g', {
      feeds: [
        { ...row('g'), litres: 12.04, ecIn: 1.8 },
        { ...row('other'), litres: 30, ecIn: 2 },
      ] as Feed[],
      scouting: [{ ...row('g'), pest: 'spider mites', severity: 2 }] as Scouting[],
      treatments: [{ ...row('g'), productName: 'Spinosad' }] as Treatment[],
    });
    const none = { stage: null, roomName: null, count: null, reason: null };
    const ts = Date.parse(at);
    expect(marks).toEqual([
      { ts, kind: 'feed', text: 'Feed 12 L, EC 1.8', ...none },
      { ts, kind: 'scouting', text: 'Scouting: spider mites, severity 2', ...none },
      { ts, kind: 'treatment', text: 'Treatment: Spinosad', ...none },
    ]);
  });
});
