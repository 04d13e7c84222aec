/**
 * The `points` of an SVG polyline drawing `values` (oldest first) across `width` x `height`, the lowest
 * value at the bottom; missing readings are skipped, not drawn as zero. Empty when fewer than two remain.
 */
export function sparklinePoints(values: readonly (number | null)[], width: number, height: number): string {
  const known = values
    .map((value, index) => ({ value, index }))
    .filter((point): point is { value: number; index: number } => point.value !== null);
  if (known.length < 2) return '';
  const numbers = known.map((point) => point.value);
  const low = Math.min(...numbers);
  const span = Math.max(...numbers) - low;
  const last = Math.max(values.length - 1, 1);
  const round = (n: number) => Math.round(n * 10) / 10;
  return known
    .map(({ value, index }) => {
      const x = (index / last) * width;
      // A flat line sits in the middle rather than on the floor.
      const y = span === 0 ? height / 2 : height - ((value - low) / span) * height;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}
