import type { ServerResponse } from 'node:http';
import { DEVICE_EVENTS } from '@canopy/shared/device-contract';
import type { VirtualDevice } from './devices/device.ts';
import { sendJson } from './http-io.ts';
import type { SimulatorContext } from './simulator-context.ts';

/** A binary that fails to boot, for tests of the failure path. */
export const FAILING_FIRMWARE_MARKER = 'CANOPY-SIM-FAIL';

const bumpPatch = (version: string) => version.replace(/(\d+)$/, (patch) => String(Number(patch) + 1));

/** "Update started" only means the OTA began; the outcome comes on the event stream. */
export function flashDevice(
  ctx: SimulatorContext,
  res: ServerResponse,
  device: VirtualDevice,
  binary: Buffer,
) {
  if (device.mode !== 'online') return sendJson(res, ctx.offlineStatus, { ok: false, error: 'timed out' });
  if (binary.length === 0) return sendJson(res, 400, { ok: false, error: 'Firmware file is empty' });
  const fails = binary.includes(FAILING_FIRMWARE_MARKER);
  sendJson(res, 200, { id: device.id, status: 'Update started' });
  ctx.later(ctx.flashStepMs, () => {
    ctx.publish(DEVICE_EVENTS.flashStatus, 'started ', device.id);
    ctx.later(ctx.flashStepMs, () => {
      ctx.publish(DEVICE_EVENTS.flashStatus, fails ? 'failed ' : 'success ', device.id);
      if (fails) return;
      device.firmwareVersion = bumpPatch(device.firmwareVersion);
      ctx.reboot(device.id);
    });
  });
}
