import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppInstance } from '../../http/app-instance.ts';
import { registerFirmwareRoutes } from './firmware.routes.ts';
import { createFirmwareService, type FirmwareServiceDeps } from './firmware.service.ts';

export type FirmwareModuleDeps = Omit<FirmwareServiceDeps, 'firmwareDir'> & {
  /** Where binaries are stored on local disk (DATA_DIR/firmware); a temporary directory without it. */
  dir?: string;
};

/** Firmware binaries and flashing them onto devices through the cloud. */
export function createFirmwareModule(deps: FirmwareModuleDeps) {
  const firmwareDir = deps.dir ?? path.join(tmpdir(), 'canopy-firmware');
  const service = createFirmwareService({ ...deps, firmwareDir });
  return {
    service,
    /** Upload routes: registered where multipart bodies are taken. */
    routes: (uploads: AppInstance) => registerFirmwareRoutes(uploads, service),
  };
}
