import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { waterCommandMessage } from './water-command-message';

const known = (key: string) => key === 'errors.devices.cloud_unauthorized' || key === 'errors.auth.forbidden';

describe('waterCommandMessage (SPEC section 8)', () => {
  it('says OK when the device returns 1', () => {
    expect(waterCommandMessage({ return_value: 1 }, null, known)).toEqual({
      kind: 'success',
      key: 'water.commandOk',
    });
  });

  it('says Error for any other return value', () => {
    expect(waterCommandMessage({ return_value: 0 }, null, known)).toEqual({
      kind: 'error',
      key: 'water.commandError',
    });
  });

  it('shows the device-cloud authorization message for its 401', () => {
    const error = new ApiError(401, { error: 'x', code: 'devices.cloud_unauthorized' });
    expect(waterCommandMessage(null, error, known).key).toBe('errors.devices.cloud_unauthorized');
  });

  it("shows the server's error by its code, or Error for a code the app does not know", () => {
    expect(
      waterCommandMessage(null, new ApiError(403, { error: 'x', code: 'auth.forbidden' }), known).key,
    ).toBe('errors.auth.forbidden');
    expect(waterCommandMessage(null, new ApiError(500, { error: 'x', code: 'odd.code' }), known).key).toBe(
      'water.commandError',
    );
  });
});
