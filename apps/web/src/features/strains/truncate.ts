import { STRAIN_DESCRIPTION_PREVIEW_CHARS } from '@canopy/shared/constants';

/** The first `limit` characters (whole code points, so no emoji is cut in half), and whether text was cut. */
export function truncate(
  text: string,
  limit = STRAIN_DESCRIPTION_PREVIEW_CHARS,
): { text: string; cut: boolean } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, cut: false };
  return { text: `${characters.slice(0, limit).join('').trimEnd()}…`, cut: true };
}
