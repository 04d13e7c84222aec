import type { DeviceStatus } from '@canopy/shared/device-status';
import type { TranslationKey } from '../../i18n/translation-key';

export const DEVICE_STATUS_LABEL: Record<DeviceStatus, TranslationKey> = {
  online: 'devices.online',
  offline: 'devices.offline',
  unknown: 'devices.unknown',
};
