import type { NewsItem } from '@canopy/shared/schemas/news';

/** A news post with no images as the API sends it; override what a test is about. */
export function newsItemFactory(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    _id: 'n1',
    shortId: 'N1',
    title: 'New lamps',
    body: 'Installed today.',
    images: [],
    imagePublicIds: [],
    createdAt: '2024-03-05T14:07:00.000Z',
    updatedAt: '2024-03-05T14:07:00.000Z',
    ...overrides,
  };
}
