/**
 * Each compared run's line, by its place in the comparison: the Okabe-Ito hues (told apart with any colour
 * vision), shaded so every one keeps 3:1 contrast both on white and on the dark scheme's body (#242424):
 * 3.97/3.91, 3.87/4.01, 3.42/4.54, 3.06/5.07, 3.05/5.10, 3.03/5.13. The dashes tell the lines apart
 * without colour too.
 */
export const RUN_LINES: readonly { color: string; dash: number[] }[] = [
  { color: '#2f86c0', dash: [] },
  { color: '#d55e00', dash: [10, 5] },
  { color: '#009e73', dash: [2, 4] },
  { color: '#cc79a7', dash: [14, 4, 3, 4] },
  { color: '#c58800', dash: [6, 3] },
  { color: '#9f972c', dash: [14, 4, 3, 4, 3, 4] },
];

export const runLine = (index: number) => RUN_LINES[index % RUN_LINES.length]!;
