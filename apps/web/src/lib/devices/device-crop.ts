import { climateDeviceSchema, type ClimateDevice } from '@canopy/shared/schemas/devices';
import { deviceCropContextSchema, type DeviceCropContext } from '@canopy/shared/schemas/rooms';

/**
 * A climate device with its room and run (DESIGN section 20). The field is optional: a server from before
 * rooms leaves it out, which reads as "in no room".
 */
export const croppedClimateDeviceSchema = climateDeviceSchema.extend({
  crop: deviceCropContextSchema.nullish(),
});
export type CroppedClimateDevice = ClimateDevice & { crop?: DeviceCropContext | null | undefined };
export const croppedClimateDeviceListSchema = croppedClimateDeviceSchema.array();
