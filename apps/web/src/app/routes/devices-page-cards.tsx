import type { ReactNode } from 'react';
import { ClimateCard } from '../../features/climate/components/climate-card';
import type { ClimateCardProps } from '../../features/climate/components/climate-card';
import { LazyFirmwareUploadForm } from '../../features/firmware/components/lazy-firmware-forms';

export { SoilCard } from '../../features/soil/components/soil-card';
export { WaterCard } from '../../features/water/components/water-card';

// Drawn in the card's folded actions, inside their Suspense boundary.
const firmwareUpload = (id: string) => <LazyFirmwareUploadForm id={id} />;

/** The devices page's climate card, with the firmware upload folded into its actions. */
export function DevicesClimateCard(props: Omit<ClimateCardProps, 'firmwareUpload'>): ReactNode {
  return <ClimateCard {...props} firmwareUpload={firmwareUpload} />;
}
