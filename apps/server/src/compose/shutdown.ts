import type { AppInstance } from '../http/app-instance.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import type { AppModules } from './modules.ts';

/** Background work stops with the app, in this order, so shutdown and test teardown never hang on it. */
export function stopWithApp(app: AppInstance, jobs: JobRegistry, modules: AppModules): void {
  const { notifications, outgoingWebhooks, live } = modules.alerting;
  app.addHook('onClose', async () => {
    // First, whatever a peer does: in-flight sends are aborted and go back to the outbox for the next leader.
    await notifications.outbox.stop();
    await jobs.stop();
    await modules.climate.devices.writer.close();
    await outgoingWebhooks.outbox.idle();
    // Last: the final telemetry flush still tells the other instances' browsers.
    await live.bus.close();
  });
}
