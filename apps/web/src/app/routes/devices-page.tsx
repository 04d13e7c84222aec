import { lazy, Suspense, type ReactNode } from 'react';
import { useAlertedDevices } from '../../features/alerts/api/alerted-devices';
import { DevicesPanel, type DeviceCards } from '../../features/devices/components/devices-panel';
import { LazyFirmwareFlashForm } from '../../features/firmware/components/lazy-firmware-forms';
import { WhenNearViewport } from '../../components/ui/when-near-viewport';

/*
 * The cards load apart from the page: a phone opens the compact list and may never draw one, and the cards
 * bring tables, switches, collapses and scroll areas the list does not need. The panel starts this load
 * as soon as it shows the cards view, beside the device lists.
 */
const loadCards = () => import('./devices-page-cards');
const ClimateCard = lazy(() => loadCards().then((module) => ({ default: module.DevicesClimateCard })));
const SoilCard = lazy(() => loadCards().then((module) => ({ default: module.SoilCard })));
const WaterCard = lazy(() => loadCards().then((module) => ({ default: module.WaterCard })));

// Below the device lists: drawn when the reader scrolls near it (about the form's height is held till then).
const FLASH_FORM_HEIGHT_PX = 250;
const firmwareFlash = (
  <WhenNearViewport minHeight={FLASH_FORM_HEIGHT_PX}>
    <Suspense fallback={null}>
      <LazyFirmwareFlashForm />
    </Suspense>
  </WhenNearViewport>
);

/** Each kind of device drawn by its own feature; climate cards fold in the firmware chooser. */
const cards: DeviceCards = {
  climate: (device, alertMark) => <ClimateCard device={device} alertMark={alertMark} />,
  soil: (device, alertMark) => <SoilCard device={device} alertMark={alertMark} />,
  water: (device, alertMark) => <WaterCard device={device} alertMark={alertMark} />,
  load: loadCards,
};

export function DevicesPage(): ReactNode {
  return <DevicesPanel alertMarks={useAlertedDevices()} cards={cards} firmwareFlash={firmwareFlash} />;
}
