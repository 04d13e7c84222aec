import { deviceCropContextSchema, type DeviceCropContext } from '@canopy/shared/schemas/rooms';

/** An alert's stored room and run day (`alerts.crop`), or null: none kept, or text that does not read as one. */
export function alertCrop(text: string | null): DeviceCropContext | null {
  if (!text) return null;
  try {
    const parsed = deviceCropContextSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
