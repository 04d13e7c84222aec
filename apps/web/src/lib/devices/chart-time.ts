/**
 * Chart time labels: 24-hour (uPlot's own default is 12-hour with am/pm) in the device's zone. The axis is the
 * same in every language, like the chart itself, which stays left to right in Hebrew.
 */
export function chartTimeFormats(timeZone: string) {
  const base = { timeZone, hourCycle: 'h23' } as const;
  const time = new Intl.DateTimeFormat('en-GB', { ...base, hour: '2-digit', minute: '2-digit' });
  const date = new Intl.DateTimeFormat('en-GB', { ...base, day: '2-digit', month: '2-digit' });
  const full = new Intl.DateTimeFormat('en-GB', {
    ...base,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return {
    /** An axis tick, in Unix seconds: the time of day, or the day/month on an axis of more than two days. */
    tick: (seconds: number, spanSeconds = 0): string =>
      (spanSeconds > 2 * 86_400 ? date : time).format(new Date(seconds * 1000)),
    /** The cursor legend: day/month and time. */
    legend: (seconds: number): string => full.format(new Date(seconds * 1000)),
  };
}
