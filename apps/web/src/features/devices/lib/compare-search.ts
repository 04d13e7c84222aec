/**
 * The search params of /devices/compare as the router keeps them: only their shapes are checked here (the
 * router runs this on every navigation, so it imports nothing); what they mean is worked out by
 * `resolveCompare` once the device lists are known.
 */
export interface CompareSearch {
  /** Device ids, comma-separated. */
  ids?: string;
  /** One of the climate or the soil series metrics; it also says which kind of device is compared. */
  metric?: string;
  /** A preset range ('2h' to '1y'); left out for the default 24h and for a custom range. */
  range?: string;
  /** A custom range in epoch milliseconds; both or neither. */
  from?: number;
  to?: number;
}

const text = (value: unknown): string | undefined => {
  // The router reads `ids=123` as a number, so a numeric id comes back as text.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const epochMs = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/** Keeps the known keys with a usable shape; anything else is dropped, never thrown on. */
export function validateCompareSearch(raw: Record<string, unknown>): CompareSearch {
  const from = epochMs(raw.from);
  const to = epochMs(raw.to);
  const custom = from !== undefined && to !== undefined && from < to;
  return {
    ids: text(raw.ids),
    metric: text(raw.metric),
    range: custom ? undefined : text(raw.range),
    from: custom ? from : undefined,
    to: custom ? to : undefined,
  };
}
