import { describe, expect, it } from 'vitest';
import { bugFactory } from '../testing/bug-factory';
import { bugsCsvFileName, bugsToCsv } from './bugs-csv';

describe('bugsToCsv', () => {
  it('writes exactly the eight bug columns, one row per bug, and marks pinned bugs', () => {
    const bug = bugFactory({
      _id: 'b1',
      shortId: 'B1',
      description: 'Fan stuck',
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-20T09:00:00.000Z',
      comments: [
        {
          _id: 'c1',
          text: 'Seen it',
          author: { id: 'u2', login: 'ann@x.test', displayName: 'Ann' },
          createdAt: '2026-11-20T08:30:00.000Z',
        },
      ],
    });
    const lines = bugsToCsv([bug, bugFactory({ _id: 'b2', shortId: 'B2' })], ['b1']).split('\r\n');
    expect(lines[0]).toBe('ID,Description,Created At,Author,Status,Last Updated,Comments,Is Pinned');
    expect(lines[1]).toBe(
      'B1,Fan stuck,2026-11-20T08:00:00.000Z,Grower,open,2026-11-20T09:00:00.000Z,Ann: Seen it,Yes',
    );
    expect(lines[2]).toMatch(/^B2,.*,No$/);
  });

  it('escapes a formula-like description so a spreadsheet shows it as text', () => {
    const csv = bugsToCsv([bugFactory({ shortId: 'B9', description: '=HYPERLINK("http://x","y")' })], []);
    expect(csv.split('\r\n')[1]).toMatch(/^B9,"'=HYPERLINK\(""http:\/\/x"",""y""\)",/);
  });

  it('names the file after the moment of export', () => {
    expect(bugsCsvFileName(new Date(2026, 10, 21, 9, 30, 5))).toBe('bugs-2026-11-21T09-30-05.csv');
  });
});
