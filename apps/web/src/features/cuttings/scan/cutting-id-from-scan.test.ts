import { describe, expect, it } from 'vitest';
import { cuttingIdFromScan } from './cutting-id-from-scan';

describe('reading a scanned cutting label', () => {
  it('finds the cutting id in a label URL of this or any other origin', () => {
    expect(cuttingIdFromScan('https://canopy.example/cutting/665f1c2ab')).toEqual({
      kind: 'cutting',
      id: '665f1c2ab',
    });
    expect(cuttingIdFromScan('http://old-host:8080/cutting/abc-123/')).toEqual({
      kind: 'cutting',
      id: 'abc-123',
    });
    expect(cuttingIdFromScan(`  ${window.location.origin}/cutting/x_1?from=label  `)).toEqual({
      kind: 'cutting',
      id: 'x_1',
    });
    expect(cuttingIdFromScan('/cutting/abc')).toEqual({ kind: 'cutting', id: 'abc' });
  });

  it('refuses anything that is not a cutting address', () => {
    for (const text of [
      'hello',
      '',
      'https://canopy.example/strain/lemon',
      'https://canopy.example/cutting/',
      'https://canopy.example/cutting/a/b',
      'https://canopy.example/admin/cutting/abc',
      'javascript:alert(1)//cutting/abc',
      'ftp://host/cutting/abc',
      'https://canopy.example/cutting/..%2Fadmin',
    ]) {
      expect(cuttingIdFromScan(text), text).toEqual({ kind: 'unknown' });
    }
  });
});
