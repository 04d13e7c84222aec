/** An epoch-milliseconds column as a number: bigint columns come back as strings on PostgreSQL. */
export const toMs = (value: number | string | null): number | null => (value === null ? null : Number(value));
