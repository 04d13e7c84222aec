import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'])('defuses the formula-like cell %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes rows with CRLF and empty cells for missing values', () => {
    expect(
      toCsv([
        ['ID', 'Pinned'],
        ['x', true],
        ['y', null],
      ]),
    ).toBe('ID,Pinned\r\nx,true\r\ny,\r\n');
  });
});
