import { apiRequest } from '../../../lib/api-client';
import { newsKeys } from './news-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export function deleteNews(id: string): Promise<void> {
  return apiRequest(`/news/${id}`, { method: 'DELETE' });
}

export function useDeleteNews() {
  return useRefreshingMutation(deleteNews, newsKeys.all);
}
