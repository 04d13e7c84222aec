import type { TFunction } from 'i18next';
import { isBugStatus, type BugStatus } from '@canopy/shared/bugs';

const COLORS: Record<BugStatus, string> = {
  open: 'blue',
  urgent: 'orange',
  very_urgent: 'red',
  in_progress: 'grape',
  closed: 'gray',
};
/** A status this version does not know: shown raw, in a neutral colour. */
const NEUTRAL = 'dark';

export function bugStatusLabel(t: TFunction, status: string): string {
  return isBugStatus(status) ? t(`bugs.statuses.${status}`) : status;
}

export function bugStatusColor(status: string): string {
  return isBugStatus(status) ? COLORS[status] : NEUTRAL;
}
