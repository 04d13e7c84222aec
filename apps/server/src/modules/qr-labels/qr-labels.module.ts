import type { AppModule } from '../../app-module.ts';
import { registerQrLabelRoutes } from './qr-labels.routes.ts';
import { createQrLabelsService, type QrLabelsDeps } from './qr-labels.service.ts';

/** QR labels (PDF) and the cuttings' Excel sheet, drawn in a kept child process. */
export function createQrLabelsModule(deps: QrLabelsDeps): AppModule {
  const service = createQrLabelsService(deps);
  return { routes: (app) => registerQrLabelRoutes(app, service) };
}
