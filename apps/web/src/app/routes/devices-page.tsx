import { Suspense, type ReactNode } from 'react';
import { useAlertedDevices } from '../../features/alerts/api/alerted-devices';
import { ClimateCard } from '../../features/climate/components/climate-card';
import { DevicesPanel, type DeviceCards } from '../../features/devices/components/devices-panel';
import {
  LazyFirmwareFlashForm,
  LazyFirmwareUploadForm,
} from '../../features/firmware/components/lazy-firmware-forms';
import { SoilCard } from '../../features/soil/components/soil-card';
import { WaterCard } from '../../features/water/components/water-card';

// Drawn in the card's folded actions, inside their Suspense boundary.
const firmwareUpload = (id: string) => <LazyFirmwareUploadForm id={id} />;
const firmwareFlash = (
  <Suspense fallback={null}>
    <LazyFirmwareFlashForm />
  </Suspense>
);

/** Each kind of device drawn by its own feature; climate cards fold in the firmware chooser. */
const cards: DeviceCards = {
  climate: (device, alertMark) => (
    <ClimateCard device={device} alertMark={alertMark} firmwareUpload={firmwareUpload} />
  ),
  soil: (device, alertMark) => <SoilCard device={device} alertMark={alertMark} />,
  water: (device, alertMark) => <WaterCard device={device} alertMark={alertMark} />,
};

export function DevicesPage(): ReactNode {
  return <DevicesPanel alertMarks={useAlertedDevices()} cards={cards} firmwareFlash={firmwareFlash} />;
}
