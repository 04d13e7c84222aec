import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('returns whole messages across chunk borders and skips comments', () => {
    const parse = createSseParser();
    expect(parse(':ok\n\nevent: dev')).toEqual([]);
    expect(parse('ice\ndata: {"a":1}\n')).toEqual([]);
    expect(parse('\n:\n\ndata: x\r\n\r\n')).toEqual([
      { event: 'device', data: '{"a":1}' },
      { event: 'message', data: 'x' },
    ]);
  });
});
