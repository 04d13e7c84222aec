import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition.ts';

describe('attachment', () => {
  it('keeps a plain ASCII name as it is, in both forms', () => {
    expect(attachment('cutting-A-001.pdf')).toBe(
      `attachment; filename="cutting-A-001.pdf"; filename*=UTF-8''cutting-A-001.pdf`,
    );
  });

  it('replaces unsafe characters in the fallback and encodes the exact name per RFC 5987', () => {
    expect(attachment('cutting-Лимон "7"/x.pdf')).toBe(
      `attachment; filename="cutting-_______7__x.pdf"; ` +
        `filename*=UTF-8''cutting-%D0%9B%D0%B8%D0%BC%D0%BE%D0%BD%20%227%22%2Fx.pdf`,
    );
    expect(attachment("a'(b)*.pdf")).toContain(`filename*=UTF-8''a%27%28b%29%2A.pdf`);
    expect(attachment('..\r\nx')).toMatch(/^attachment; filename="___x"; filename\*=UTF-8''\.\.%0D%0Ax$/);
  });
});
