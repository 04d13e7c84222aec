/** A4 portrait in points, with its margins; the footer sits in the bottom margin. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42, footer: 24 } as const;
export const INNER_WIDTH = PAGE.width - 2 * PAGE.margin;

/** Font sizes of a report's blocks, in points. */
export const SIZES = { title: 18, heading: 13, text: 9.5, small: 8 } as const;

export const COLORS = {
  text: '#1a1a1a',
  muted: '#5c5f66',
  rule: '#c9d3c9',
  shade: '#e8eee8',
  accent: '#2f7d32',
} as const;
