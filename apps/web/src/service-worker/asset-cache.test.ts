import { describe, expect, it, vi } from 'vitest';
import { isBuiltAsset, keepOnlyAssets, warmAssets } from './asset-cache';

const ORIGIN = 'https://canopy.example';

/** A Cache API cache in memory, keyed by path as the worker's are by URL. */
function memoryCache(paths: string[] = []) {
  const held = new Map(paths.map((path) => [path, new Response(path)]));
  return {
    held,
    match: (url: RequestInfo | URL) => Promise.resolve(held.get(String(url))),
    put: (url: RequestInfo | URL, response: Response) => {
      held.set(String(url), response);
      return Promise.resolve();
    },
    keys: () => Promise.resolve([...held.keys()].map((path) => new Request(`${ORIGIN}${path}`))),
    delete: (request: RequestInfo | URL) =>
      Promise.resolve(
        held.delete(new URL(request instanceof Request ? request.url : String(request)).pathname),
      ),
  };
}

describe("the service worker's cache of built files", () => {
  it('holds only same-origin files under /assets/', () => {
    expect(isBuiltAsset(new URL(`${ORIGIN}/assets/devices-page-D1.js`), ORIGIN)).toBe(true);
    expect(isBuiltAsset(new URL(`${ORIGIN}/api/devices`), ORIGIN)).toBe(false);
    expect(isBuiltAsset(new URL(`${ORIGIN}/index.html`), ORIGIN)).toBe(false);
    expect(isBuiltAsset(new URL('https://cdn.example/assets/x.js'), ORIGIN)).toBe(false);
  });

  it('warms what it lacks, skips what it holds, and leaves a failed file for the next time', async () => {
    const cache = memoryCache(['/assets/held.js']);
    const fetcher = vi.fn((url: string) =>
      url.includes('broken')
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(new Response(url, { status: url.includes('gone') ? 404 : 200 })),
    );
    const urls = ['/assets/held.js', '/assets/a.js', '/assets/broken.js', '/assets/gone.js', '/assets/b.css'];
    expect(await warmAssets(cache, urls, fetcher)).toBe(2);
    expect([...cache.held.keys()].sort()).toEqual(['/assets/a.js', '/assets/b.css', '/assets/held.js']);
    expect(fetcher).not.toHaveBeenCalledWith('/assets/held.js');
  });

  it("drops the files of an older build when a new version's worker activates", async () => {
    const cache = memoryCache(['/assets/old-O1.js', '/assets/kept-K1.js']);
    await keepOnlyAssets(cache, ['/assets/kept-K1.js', '/assets/new-N1.js'], ORIGIN);
    expect([...cache.held.keys()]).toEqual(['/assets/kept-K1.js']);
  });
});
