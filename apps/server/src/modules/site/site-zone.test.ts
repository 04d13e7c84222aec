import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../testing/fake-clock.ts';
import { createSiteZoneReader, SITE_ZONE_TTL_MS } from './site-zone.ts';

describe('the site zone reader', () => {
  const setup = () => {
    const clock = new FakeClock();
    const stored = { zone: 'Europe/London' as string | undefined, reads: 0 };
    const reader = createSiteZoneReader(async () => {
      stored.reads += 1;
      return stored.zone;
    }, clock);
    return { clock, stored, reader };
  };

  it('reads once, then answers from the cache until it expires', async () => {
    const { clock, stored, reader } = setup();
    expect(await reader.timeZone()).toBe('Europe/London');
    stored.zone = 'Asia/Tokyo';
    expect(await reader.timeZone()).toBe('Europe/London');
    expect(stored.reads).toBe(1);
    // Another instance's write is seen within the time to live.
    clock.advance(SITE_ZONE_TTL_MS);
    expect(await reader.timeZone()).toBe('Asia/Tokyo');
    expect(stored.reads).toBe(2);
  });

  it("forgets the zone at once on this instance's own write", async () => {
    const { stored, reader } = setup();
    await reader.timeZone();
    stored.zone = 'Pacific/Honolulu';
    reader.invalidate();
    expect(await reader.timeZone()).toBe('Pacific/Honolulu');
  });

  it('gives the default zone while the site was never saved', async () => {
    const { stored, reader } = setup();
    stored.zone = undefined;
    expect(await reader.timeZone()).toBe('Asia/Jerusalem');
  });
});
