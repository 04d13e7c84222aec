import { describe, expect, it } from 'vitest';
import { emptyFeedDraft, feedBodyOf, feedFormSchema, type FeedDraft } from './feed-draft';

const openedAt = '2026-11-20T10:00';
const draft = (change: Partial<FeedDraft> = {}): FeedDraft => ({
  ...emptyFeedDraft(openedAt),
  volume: 12,
  ecIn: 1.8,
  phIn: 6,
  ...change,
});

const issuesOf = (value: FeedDraft) => {
  const result = feedFormSchema(openedAt).safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the feed form', () => {
  it('sends an empty runoff reading as not measured, and the minute it opened with as the moment sent', () => {
    const now = new Date('2026-11-20T10:00:30.000Z');
    expect(feedBodyOf(draft(), openedAt, now)).toMatchObject({
      at: now.toISOString(),
      volume: 12,
      ecRunoff: null,
      phRunoff: null,
      items: [],
    });
  });

  it("puts each of the server schema's refusals on its field, in the form's words", () => {
    expect(
      issuesOf(
        draft({
          volume: 0,
          ecIn: 20.5,
          phRunoff: -1,
          items: [{ productId: null, dose: Number.NaN, unit: 'ml/L' }],
        }),
      ),
    ).toEqual({
      volume: 'care.form.volume',
      ecIn: 'care.form.ec',
      phRunoff: 'care.form.ph',
      'items.0.productId': 'care.form.product',
      'items.0.dose': 'validation.required',
    });
    expect(issuesOf(draft({ phIn: Number.NaN }))).toEqual({ phIn: 'validation.required' });
    expect(issuesOf(draft({ ecIn: 20, phIn: 14, ecRunoff: 0 }))).toEqual({});
  });

  it('refuses a moment after now', () => {
    expect(issuesOf(draft({ at: '2999-01-01T10:00' }))).toEqual({ at: 'care.form.at' });
  });
});
