/** WCAG 2 contrast, for the theme's colours (hex `#rrggbb`). */

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/** `text`, darkened in steps of 5% towards black until it reads at AA on `background`. */
export function readableOn(text: string, background: string): string {
  let [r, g, b] = channels(text);
  let hex = text.toLowerCase();
  while (contrastRatio(hex, background) < AA_TEXT && r + g + b > 0) {
    [r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.95)) as [number, number, number];
    hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return hex;
}
