import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsItemSchema, type NewsBody, type NewsItem } from '@canopy/shared/schemas/news';
import { apiRequest } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
