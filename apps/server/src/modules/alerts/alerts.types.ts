import type { Selectable } from 'kysely';
import type { AlertsTable } from './alerts.table.ts';

/**
 * An alert as stored: the alerts module's public row type, which notifications and outgoing webhooks are
 * handed to word, queue and send an alert's messages.
 */
export type AlertRow = Selectable<AlertsTable>;
