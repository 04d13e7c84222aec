import type { ReactNode } from 'react';
import { useAlertedDevices } from '../../features/alerts/api/alerted-devices';
import { ClimateOnlyPanel } from '../../features/climate/components/climate-only-panel';
import { FirmwareUploadForm } from '../../features/firmware/components/firmware-upload-section';

const firmwareUpload = (id: string) => <FirmwareUploadForm id={id} />;

export function ParticleDevicesPage(): ReactNode {
  return <ClimateOnlyPanel alertMarks={useAlertedDevices()} firmwareUpload={firmwareUpload} />;
}
