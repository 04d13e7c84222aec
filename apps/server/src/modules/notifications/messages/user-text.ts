/** Line breaks and tabs become spaces, so a name stays on its line. */
const SPACES = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0x2028, 0x2029]);

/**
 * Control characters (C0, DEL, C1) and the bidi controls (marks, embeddings, overrides, isolates): a stray
 * override or isolate in a device name would reorder the rest of the line or break out of our isolates.
 */
function isStripped(codePoint: number): boolean {
  return (
    codePoint <= 0x1f ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    codePoint === 0x061c ||
    codePoint === 0x200e ||
    codePoint === 0x200f ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  );
}

/**
 * User data (device and rule names, e-mails, notes) as one plain line: messages are plain text, so nothing
 * needs escaping, but control characters go and the length is capped (counted in code points, so an emoji
 * is never cut in half); a cut text ends with "…" and stays within `max`.
 */
export function cleanUserText(text: string, max: number): string {
  const kept: string[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (SPACES.has(codePoint)) kept.push(' ');
    else if (!isStripped(codePoint)) kept.push(char);
  }
  const line = kept.join('').replace(/ {2,}/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
