/**
 * The built files (hashed names under /assets/) the service worker keeps beside its precached shell: each
 * cached the first time the app loads it, and the rest warmed after the first screen. A hashed file never
 * changes, so the cached copy is always right.
 */
export const ASSET_CACHE_NAME = 'canopy-assets-v1';
/** The page's message, sent once the first screen is done, that starts the warm-up. */
export const WARM_ASSETS = 'WARM_ASSETS';

/** How many files the warm-up fetches at once: enough to finish soon, few enough to leave the network free. */
const AT_ONCE = 3;

export const isBuiltAsset = (url: URL, origin: string): boolean =>
  url.origin === origin && url.pathname.startsWith('/assets/');

/**
 * Fetches into `cache` each of `urls` it does not hold yet, a few at a time. A file that fails is left for
 * the next warm-up (or for the app to load while online); the others go on. Answers how many it added.
 */
export async function warmAssets(
  cache: Pick<Cache, 'match' | 'put'>,
  urls: readonly string[],
  fetcher: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<number> {
  const queue = [...urls];
  let added = 0;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await cache.match(url)) continue;
      try {
        const response = await fetcher(url);
        if (!response.ok) continue;
        await cache.put(url, response);
        added += 1;
      } catch {
        // Offline or refused: the file is cached when the app next loads it.
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return added;
}

/** Drops the files of builds gone by: a new version's worker keeps only what its own build has. */
export async function keepOnlyAssets(
  cache: Pick<Cache, 'keys' | 'delete'>,
  urls: readonly string[],
  origin: string,
): Promise<void> {
  const current = new Set(urls);
  const requests = await cache.keys();
  await Promise.all(
    requests
      .filter((request) => !current.has(new URL(request.url, origin).pathname))
      .map((request) => cache.delete(request)),
  );
}
