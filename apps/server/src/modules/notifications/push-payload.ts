import type { PushPayload } from '@canopy/shared/schemas/push';
import type { AlertRow } from '../alerts/alerts.types.ts';
import { devicePath } from './messages/render.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { isTaskKind } from './notifications.table.ts';

/** A notification's body is short on a phone's screen: the lines after the headline, without links. */
function bodyOf(row: NotificationRow): string {
  const lines = row.text.split('\n').slice(1);
  const kept = lines.filter((line) => line.trim() !== '' && !/^https?:\/\//.test(line.trim()));
  // The line before each link introduces it ("Open the device:"); without the link it says nothing.
  const links = new Set(
    lines.flatMap((line, i) => (/^https?:\/\//.test(lines[i + 1]?.trim() ?? '') ? [line] : [])),
  );
  return kept.filter((line) => !links.has(line)).join('\n');
}

/**
 * What the service worker shows for a queued message: its headline and details, the web app's page to
 * open (the alert's device page; the alert list for a summary; the settings for a test; the tasks page for
 * a task's; the automations for an automation's run), and a tag per alert so a reminder or the resolution replaces the earlier notification instead
 * of piling up. Each task message keeps its own (today's list replaces yesterday's).
 */
export function pushPayloadOf(row: NotificationRow, alert: AlertRow | undefined): PushPayload {
  if (alert) {
    return {
      title: row.subject,
      body: bodyOf(row),
      url: devicePath(alert.device_type, alert.device_id),
      tag: `alert-${alert.id}`,
    };
  }
  if (isTaskKind(row.kind)) {
    const tag = row.kind === 'task_morning' ? 'canopy-task_morning' : `canopy-${row.kind}-${row.id}`;
    return { title: row.subject, body: bodyOf(row), url: '/tasks', tag };
  }
  if (row.kind === 'automation') {
    return { title: row.subject, body: bodyOf(row), url: '/automations', tag: `canopy-automation-${row.id}` };
  }
  const url = row.kind === 'test' ? '/account/notifications' : '/alerts';
  return { title: row.subject, body: bodyOf(row), url, tag: `canopy-${row.kind}` };
}
