/** What a scanned QR code means for the cuttings page. */
export type ScanResult = { kind: 'cutting'; id: string } | { kind: 'unknown' };

// Cutting ids are opaque (ObjectId-like or UUID-like): letters, digits, dash and underscore.
const CUTTING_PATH = /^\/cutting\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * Reads a label: `<any origin>/cutting/<id>` (labels printed on another host, e.g. the old domain, still
 * open here) or a bare `/cutting/<id>` path. Anything else, including other schemes, is not ours.
 */
export function cuttingIdFromScan(text: string): ScanResult {
  const trimmed = text.trim();
  let path: string;
  if (trimmed.startsWith('/')) {
    path = trimmed.split(/[?#]/)[0] ?? '';
  } else {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return { kind: 'unknown' };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unknown' };
    path = url.pathname;
  }
  const match = CUTTING_PATH.exec(path);
  return match?.[1] ? { kind: 'cutting', id: match[1] } : { kind: 'unknown' };
}
