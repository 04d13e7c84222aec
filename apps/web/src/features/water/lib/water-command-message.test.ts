import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { waterCommandMessage } from './water-command-message';

describe('waterCommandMessage', () => {
  it('says OK when the device returns 1', () => {
    expect(waterCommandMessage({ return_value: 1 }, null)).toEqual({
      kind: 'success',
      key: 'water.commandOk',
    });
  });

  it('says Error for any other return value', () => {
    expect(waterCommandMessage({ return_value: 0 }, null)).toEqual({
      kind: 'error',
      key: 'water.commandError',
    });
  });

  it('shows the device-cloud authorization message for its 401', () => {
    const error = new ApiError(401, { error: 'x', code: 'devices.cloud_unauthorized' });
    expect(waterCommandMessage(null, error).key).toBe('errors.devices.cloud_unauthorized');
  });

  it("shows the server's error by its code, or Error for a code the app does not know", () => {
    expect(waterCommandMessage(null, new ApiError(403, { error: 'x', code: 'auth.forbidden' })).key).toBe(
      'errors.auth.forbidden',
    );
    expect(waterCommandMessage(null, new ApiError(500, { error: 'x', code: 'odd.code' })).key).toBe(
      'water.commandError',
    );
  });
});
