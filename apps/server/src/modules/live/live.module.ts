import type { AppInstance } from '../../http/app-instance.ts';
import type { Job } from '../../jobs/job-registry.ts';
import type { AppEvents } from '../../lib/app-events.ts';
import { registerEventRoutes } from './events.routes.ts';
import { createLiveBus, type LiveBusOptions } from './live-bus.ts';
import { liveAlertEvent } from './live-messages.ts';

/**
 * Live browser streams (`GET /api/events`): the bus that carries device, alert and run events to every
 * instance, the events it hears, and the `live-events-prune` job. The app starts it once ready and closes
 * it last.
 */
export function createLiveModule(options: LiveBusOptions) {
  const bus = createLiveBus(options);
  const jobs: Job[] = [{ name: 'live-events-prune', everyMs: 60_000, run: () => bus.prune() }];
  return {
    bus,
    jobs,
    routes: (app: AppInstance) => registerEventRoutes(app, bus),
    subscribe(events: AppEvents): void {
      events.subscribe('readings.stored', ({ readings }) => {
        for (const deviceId of new Set(readings.map((reading) => reading.deviceId))) {
          bus.publish({ type: 'device', deviceId, name: 'reading', at: Date.now() });
        }
      });
      events.subscribe('device.changed', (change) =>
        bus.publish({ type: 'device', deviceId: change.deviceId, name: change.event, at: Date.now() }),
      );
      events.subscribe('alert.changed', (change) => bus.publish(liveAlertEvent(change, Date.now())));
      events.subscribe('run.changed', ({ runId, change }) =>
        bus.publish({ type: 'run', runId, name: change, at: Date.now() }),
      );
    },
  };
}
