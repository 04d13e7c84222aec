import type { ExportClock } from './export-time.ts';

/** Characters no file system takes in a name (and control characters): each run becomes `_`. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/** A range end in the device's zone: `2026-01-01`, or `2026-01-01_0930` when it is not at midnight. */
function stamp(ms: number, clock: ExportClock): string {
  const local = clock.local(ms);
  const time = local.slice(11, 16);
  return time === '00:00' ? local.slice(0, 10) : `${local.slice(0, 10)}_${time.replace(':', '')}`;
}

/**
 * `<device name>-<from>-<to>.<extension>`, the dates in the device's zone. The name is kept as typed but
 * for what a file system refuses; content-disposition.ts makes its ASCII fallback.
 */
export function exportFileName(
  deviceName: string,
  from: number,
  to: number,
  extension: 'csv' | 'xlsx',
  clock: ExportClock,
): string {
  const name = deviceName.replace(UNSAFE, '_').trim() || 'device';
  return `${name}-${stamp(from, clock)}-${stamp(to, clock)}.${extension}`;
}
