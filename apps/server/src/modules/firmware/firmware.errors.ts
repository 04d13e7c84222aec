import { FIRMWARE_MAX_BYTES } from '@canopy/shared/constants';
import { AppError } from '../../lib/app-error.ts';

export const firmwareNotFound = () =>
  new AppError(404, 'firmware.not_found', 'No firmware stored for this device type');
export const invalidFirmware = () =>
  new AppError(400, 'firmware.invalid_file', 'Choose a non-empty .bin firmware file');
export const firmwareTooLarge = () =>
  new AppError(413, 'request.too_large', `Firmware is larger than ${FIRMWARE_MAX_BYTES} bytes`);
