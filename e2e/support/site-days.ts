const DAY_MS = 86_400_000;

/** The site day (`2026-12-01`) of an instant. */
export const siteDay = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** The day `days` after a site day (noon keeps clear of any zone's midnight). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A site day as English screens write it (en-GB: 01/12/2026). */
export const shownDay = (day: string) => day.split('-').reverse().join('/');
