import type { TFunction } from 'i18next';
import type { ThreadStatuses } from './thread-spec';

/** A status this version does not know: shown raw, in a neutral colour. */
const NEUTRAL = 'dark';

export function statusLabel(statuses: ThreadStatuses, t: TFunction, status: string): string {
  return statuses.is(status) ? t(statuses.key(status)) : status;
}

export function statusColor(statuses: ThreadStatuses, status: string): string {
  return (statuses.is(status) && statuses.colors[status]) || NEUTRAL;
}

/** The dropdown's options: every known status, and the item's own when this version does not know it. */
export function statusOptions(statuses: ThreadStatuses, t: TFunction, current: string) {
  return [
    // An unknown status stays selectable as itself, so the select shows the truth.
    ...(statuses.is(current) ? [] : [{ value: current, label: current, disabled: true }]),
    ...statuses.all.map((status) => ({ value: status, label: statusLabel(statuses, t, status) })),
  ];
}

/** Statuses of a list that this version does not know, once each. */
export function unknownStatusesOf(statuses: ThreadStatuses, items: readonly { status: string }[]): string[] {
  return [...new Set(items.map((item) => item.status).filter((status) => !statuses.is(status)))];
}
