import { z } from 'zod';
import { isValidDeviceId } from './firmware-rules';

/**
 * The /devices flash form: a .bin chosen (the chooser refuses any other file), and a device id of 24 or
 * more characters with no space once trimmed. Messages are i18n keys; the form shows the first one.
 */
export const flashFormSchema = z.object({
  file: z.custom<File | null>().transform((file, ctx) => {
    if (file) return file;
    ctx.addIssue({ code: 'custom', message: 'devices.firmwareUpdate.fileRequired' });
    return z.NEVER;
  }),
  deviceId: z
    .string()
    .refine(isValidDeviceId, 'devices.firmwareUpdate.invalidDeviceId')
    .transform((id) => id.trim()),
});
export type FlashFormInput = z.input<typeof flashFormSchema>;
export type FlashFormOutput = z.output<typeof flashFormSchema>;
