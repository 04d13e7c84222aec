import { ApiError } from '../../../lib/api-client';
import { errorKey } from '../../../i18n/error-key';
import type { CommandMessage } from '../../../lib/devices/use-command-feedback';

/**
 * A water page command's message: 'OK' when the device answers 1; otherwise the server's error (by its
 * code, translated), the device-cloud authorization message for its 401, or a plain 'Error'.
 */
export function waterCommandMessage(
  result: { return_value: number } | null,
  error: unknown,
): NonNullable<CommandMessage> {
  if (result?.return_value === 1) return { kind: 'success', key: 'water.commandOk' };
  if (error instanceof ApiError) {
    return { kind: 'error', key: errorKey(error.code) ?? 'water.commandError' };
  }
  if (error instanceof TypeError) return { kind: 'error', key: 'errors.network' };
  return { kind: 'error', key: 'water.commandError' };
}
