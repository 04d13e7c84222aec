import { newsItemSchema, type NewsBody, type NewsItem } from '@canopy/shared/schemas/news';
import { apiRequest } from '../../../lib/api-client';
import { newsKeys } from './news-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface SaveNewsInput {
  id?: string | undefined;
  body: NewsBody;
}

/** Updates the item with `id`, or posts a new one when there is none. */
export function saveNews({ id, body }: SaveNewsInput): Promise<NewsItem> {
  return id
    ? apiRequest(`/news/${id}`, { method: 'PUT', body, schema: newsItemSchema })
    : apiRequest('/news', { method: 'POST', body, schema: newsItemSchema });
}

export function useSaveNews() {
  return useRefreshingMutation(saveNews, newsKeys.all);
}
