/**
 * `attachment` with an ASCII-only `filename` every browser understands and the exact name in RFC 5987's
 * `filename*`. Codes are typed by people, so anything outside a safe set becomes `_` in the fallback.
 */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_') || 'download';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
