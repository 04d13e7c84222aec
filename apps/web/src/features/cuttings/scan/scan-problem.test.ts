import { describe, expect, it } from 'vitest';
import { scanProblemOf } from './scan-problem';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('camera failures', () => {
  it('tells a refused permission from a missing camera and other failures', () => {
    expect(scanProblemOf(named('NotAllowedError'))).toBe('permissionDenied');
    expect(scanProblemOf('Permission denied')).toBe('permissionDenied');
    expect(scanProblemOf(named('NotFoundError'))).toBe('noCamera');
    // qr-scanner rejects with a plain string when no camera is there.
    expect(scanProblemOf('Camera not found.')).toBe('noCamera');
    expect(scanProblemOf(named('NotReadableError', 'Could not start video source'))).toBe('cameraFailed');
  });
});
