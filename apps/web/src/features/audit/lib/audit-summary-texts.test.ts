import { describe, expect, it } from 'vitest';
import { AUDIT_SUMMARY_EVENTS } from '@canopy/shared/audit';
import { catalogs } from '../../../i18n/resources';

describe('audit summary texts', () => {
  it('has an English text for every event the server words (the other languages follow by parity)', () => {
    const summaries = catalogs.en.audit.summary as Record<string, Record<string, string> | undefined>;
    const missing = Object.entries(AUDIT_SUMMARY_EVENTS).flatMap(([entity, events]) =>
      events.filter((event) => !summaries[entity]?.[event]).map((event) => `${entity}.${event}`),
    );
    expect(missing).toEqual([]);
  });
});
