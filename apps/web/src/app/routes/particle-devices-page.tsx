import type { ReactNode } from 'react';
import { useAlertedDevices } from '../../features/alerts/api/alerted-devices';
import { ClimateOnlyPanel } from '../../features/climate/components/climate-only-panel';
import { LazyFirmwareUploadForm } from '../../features/firmware/components/lazy-firmware-forms';

// Drawn in the card's folded actions, inside their Suspense boundary.
const firmwareUpload = (id: string) => <LazyFirmwareUploadForm id={id} />;

export function ParticleDevicesPage(): ReactNode {
  return <ClimateOnlyPanel alertMarks={useAlertedDevices()} firmwareUpload={firmwareUpload} />;
}
