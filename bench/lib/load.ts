import autocannon from 'autocannon';

export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 3);

/** The requests autocannon completes against one URL in LOAD_SECONDS (10 connections, no pipelining). */
export async function requestsServed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: LOAD_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return result.requests.total;
}
