import { DEVICE_ID_MIN_LENGTH } from '@canopy/shared/constants';

/** The trimmed id has at least 24 characters and no spaces. */
export function isValidDeviceId(id: string): boolean {
  const trimmed = id.trim();
  return trimmed.length >= DEVICE_ID_MIN_LENGTH && !/\s/.test(trimmed);
}

/** The `accept` of every firmware input: firmware is a `.bin` image. */
export const FIRMWARE_ACCEPT = '.bin';

/** `accept` is only a hint to the picker (drag-and-drop and "all files" bypass it), so the name is checked. */
export const isFirmwareFile = (file: File): boolean => /\.bin$/i.test(file.name);
