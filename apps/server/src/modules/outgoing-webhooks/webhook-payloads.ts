import type { DeviceKind } from '@canopy/shared/device-contract';
import type { WebhookDeliveryEvent } from '@canopy/shared/outgoing-webhooks';
import type {
  WebhookAlertData,
  WebhookAutomationData,
  WebhookDeviceData,
  WebhookPayload,
} from '@canopy/shared/schemas/outgoing-webhooks';
import { alertCrop } from '../alerts/alert-crop.ts';
import type { AlertRow } from '../alerts/alerts.types.ts';
import { devicePath } from '../notifications/messages/render.ts';

const pageOf = (publicUrl: string, kind: DeviceKind | null, id: string) =>
  `${publicUrl.replace(/\/+$/, '')}${devicePath(kind ?? 'climate', id)}`;

/**
 * What a receiver learns of an alert: the incident, its rule, its device, the room and run day the device
 * was in when it opened, and where to look.
 */
export function alertData(alert: AlertRow, publicUrl: string): WebhookAlertData {
  const crop = alertCrop(alert.crop);
  const run = crop?.run ?? null;
  return {
    alert: {
      id: alert.id,
      state: alert.state,
      severity: alert.severity,
      kind: alert.kind,
      metric: alert.metric,
      value: alert.value,
      limit: alert.limit_value,
      openedAt: alert.opened_at,
      acknowledgedAt: alert.acknowledged_at,
      acknowledgedBy: alert.acknowledged_by_email,
      ackNote: alert.ack_note,
      resolvedAt: alert.resolved_at,
      resolution: alert.resolution,
    },
    rule: { id: alert.rule_id, name: alert.rule_name },
    device: { id: alert.device_id, name: alert.device_name, kind: alert.device_type },
    room: crop ? { id: crop.roomId, name: crop.roomName } : null,
    run: run && {
      id: run.runId,
      code: run.code,
      stage: run.stage,
      dayOfStage: run.dayOfStage,
      plannedDays: run.plannedDays,
    },
    url: pageOf(publicUrl, alert.device_type, alert.device_id),
  };
}

export interface DeviceStatusChange {
  id: string;
  name: string;
  kind: DeviceKind | null;
  status: 'online' | 'offline';
  lastSeenMs: number | null;
}

export function deviceData(device: DeviceStatusChange, publicUrl: string): WebhookDeviceData {
  return {
    device: {
      id: device.id,
      name: device.name,
      kind: device.kind,
      status: device.status,
      lastSeenAt: device.lastSeenMs === null ? null : new Date(device.lastSeenMs).toISOString(),
    },
    url: pageOf(publicUrl, device.kind, device.id),
  };
}

/** What a receiver learns of an automation's firing: which one, what fired it, and its runs page. */
export function automationData(
  fired: Omit<WebhookAutomationData, 'url'>,
  publicUrl: string,
): WebhookAutomationData {
  const runs = `${publicUrl.replace(/\/+$/, '')}/automations/${encodeURIComponent(fired.automation.id)}`;
  return { ...fired, url: runs };
}

/** The exact bytes a delivery sends and signs, written once when it is queued. */
export function payloadBody(
  deliveryId: string,
  event: WebhookDeliveryEvent,
  occurredMs: number,
  data: WebhookPayload['data'],
): string {
  const payload: WebhookPayload = {
    id: deliveryId,
    event,
    occurredAt: new Date(occurredMs).toISOString(),
    data,
  };
  return JSON.stringify(payload);
}
