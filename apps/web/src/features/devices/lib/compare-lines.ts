/**
 * The lines' colours and dashes, one per device: each colour has at least 3:1 contrast on white, and the
 * dashes tell the lines apart without colour. `border` is the dash as a CSS border, for the table's key.
 */
export const COMPARE_LINES: readonly {
  color: string;
  dash: number[];
  border: 'solid' | 'dashed' | 'dotted';
}[] = [
  { color: '#1864ab', dash: [], border: 'solid' },
  { color: '#d9480f', dash: [10, 5], border: 'dashed' },
  { color: '#2b8a3e', dash: [2, 4], border: 'dotted' },
  { color: '#862e9c', dash: [14, 4, 3, 4], border: 'dashed' },
];

export const lineStyle = (index: number) => COMPARE_LINES[index % COMPARE_LINES.length]!;
