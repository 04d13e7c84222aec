import { AppError } from '../../lib/app-error.ts';
import { DeviceCloudError, type CloudErrorKind } from '../../integrations/device-cloud/device-cloud.ts';

export const deviceNotFound = () => new AppError(404, 'devices.not_found', 'Device not found');
export const unknownFunction = () =>
  new AppError(400, 'devices.unknown_function', 'This function is not one a device offers');
export const invalidArgument = (message: string) => new AppError(400, 'devices.invalid_argument', message);
export const invalidName = () => new AppError(400, 'devices.invalid_name', 'Enter a name');

/**
 * The cloud's failures in our terms. An offline device is 504, never 401; a cloud authorization failure is
 * 401 with its own code, which the web app shows as the device-cloud authorization message.
 */
const CLOUD: Record<CloudErrorKind, () => AppError> = {
  offline: () => new AppError(504, 'devices.offline', 'Device offline (timed out)'),
  auth: () =>
    new AppError(
      401,
      'devices.cloud_unauthorized',
      'Authorization error. Check access_token and device ownership.',
    ),
  function_not_found: () =>
    new AppError(404, 'devices.function_not_found', 'The device does not offer this function'),
  variable_not_found: () =>
    new AppError(404, 'devices.variable_not_found', 'The device does not offer this value'),
  throttled: () =>
    new AppError(429, 'devices.cloud_throttled', 'The device cloud is busy; try again shortly'),
  timeout: () => new AppError(504, 'devices.cloud_timeout', 'The device cloud did not answer in time'),
  failed: () => new AppError(502, 'devices.cloud_failed', 'The device cloud failed'),
};

export function fromCloudError(error: unknown): unknown {
  if (!(error instanceof DeviceCloudError)) return error;
  const mapped = CLOUD[error.kind]();
  if (error.kind === 'throttled') {
    return new AppError(mapped.statusCode, mapped.code, mapped.message, {
      'retry-after': String(error.retryAfterSeconds ?? 5),
    });
  }
  return mapped;
}
