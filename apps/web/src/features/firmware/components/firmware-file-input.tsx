import type { ReactNode } from 'react';
import { FileInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { FIRMWARE_ACCEPT, isFirmwareFile } from '../lib/firmware-rules';

export interface FirmwareFileInputProps {
  value: File | null;
  /** A chosen .bin, or null when cleared. */
  onPick: (file: File | null) => void;
  /** A chosen file that is not a .bin (the picker's filter can be bypassed). */
  onRefuse: () => void;
  disabled?: boolean;
}

/** The .bin chooser (only .bin is offered) shared by the /devices flash form and the device page. */
export function FirmwareFileInput({ value, onPick, onRefuse, disabled }: FirmwareFileInputProps): ReactNode {
  const { t } = useTranslation();
  return (
    <FileInput
      label={t('devices.firmwareUpdate.file')}
      placeholder={t('devices.firmwareUpdate.choose')}
      accept={FIRMWARE_ACCEPT}
      clearable
      disabled={disabled}
      value={value}
      onChange={(file) => (file && !isFirmwareFile(file) ? onRefuse() : onPick(file))}
    />
  );
}
