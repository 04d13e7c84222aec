import type { AppDeps } from '../app-deps.ts';
import { createPort, type Port } from '../lib/port.ts';
import { createAlertsModule, type AlertCropSource } from '../modules/alerts/alerts.module.ts';
import type { DevicesRepository } from '../modules/devices/devices.repository.ts';
import { createLiveModule } from '../modules/live/live.module.ts';
import {
  createNotificationsModule,
  type NotificationAlerts,
} from '../modules/notifications/notifications.module.ts';
import { createOutgoingWebhooksModule } from '../modules/outgoing-webhooks/outgoing-webhooks.module.ts';
import type { Accounts } from './accounts.ts';
import type { Kit } from './kit.ts';

type AlertingDeps = Pick<AppDeps, 'jobs' | 'outgoingWebhookTimeoutMs' | 'notifications' | 'push'>;

export interface AlertingNeeds {
  users: Accounts['users'];
  /** The device rows alerts read, and whose power state they write. */
  devices: DevicesRepository;
  /** The devices' rooms and run days, which an alert keeps as it opens: the rooms module, made later. */
  crops: Port<AlertCropSource>;
}

/** Outboxes send at once where their job runs; tests that run a job by hand keep control. */
const sendsSoon = (jobs: AppDeps['jobs'], job: string) => () =>
  jobs?.start === true || (jobs?.start?.includes(job) ?? false);

/**
 * How people hear what happens: live browser streams, outgoing webhooks, notifications (Telegram, e-mail,
 * Web Push), and the alerts that go out through them.
 */
export function composeAlerting(kit: Kit, deps: AlertingDeps, needs: AlertingNeeds) {
  const live = createLiveModule(kit);
  const outgoingWebhooks = createOutgoingWebhooksModule({
    ...kit,
    timeoutMs: deps.outgoingWebhookTimeoutMs,
    deliverSoon: sendsSoon(deps.jobs, 'webhook-outbox'),
  });
  // A port (lib/port.ts) for a true cycle: notifications read and acknowledge alerts (the Telegram
  // button), and alerts notify through notifications. Bound as soon as the alerts exist.
  const alertsPort = createPort<NotificationAlerts>('alerts');
  const notifications = createNotificationsModule({
    ...kit,
    channels: deps.notifications ?? {},
    push: deps.push ?? {},
    loginOf: needs.users.emailOf,
    alerts: alertsPort,
    deliverSoon: sendsSoon(deps.jobs, 'notification-outbox'),
  });
  const alerts = createAlertsModule({
    ...kit,
    devices: needs.devices,
    notifier: outgoingWebhooks.alongside(notifications.notifier),
    deliveriesOf: notifications.deliveriesOf,
    emailOf: needs.users.emailOf,
    afterSweep: notifications.summarizeQuietHours,
    crops: needs.crops,
  });
  alertsPort.bind(alerts);
  return { live, outgoingWebhooks, notifications, alerts };
}

export type Alerting = ReturnType<typeof composeAlerting>;
