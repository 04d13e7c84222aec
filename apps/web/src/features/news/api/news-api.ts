import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsItemSchema, type NewsBody, type NewsItem } from '@canopy/shared/schemas/news';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the news feature; invalidate `newsKeys.all` after any change. */
export const newsKeys = { all: ['news'] as const, list: () => [...newsKeys.all, 'list'] as const };

const newsSchema = newsItemSchema.array();

/** A failed news load is logged only and the feed falls back to empty: the public page shows no error. */
export async function listNews(): Promise<NewsItem[]> {
  try {
    return await apiRequest('/news', { schema: newsSchema });
  } catch (error) {
    console.error('news could not be loaded', error);
    return [];
  }
}

export function useNews() {
  return useQuery({ queryKey: newsKeys.list(), queryFn: listNews });
}

function useNewsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export const useSaveNews = () =>
  useNewsMutation(({ id, body }: { id?: string | undefined; body: NewsBody }) =>
    id
      ? apiRequest(`/news/${id}`, { method: 'PUT', body, schema: newsItemSchema })
      : apiRequest('/news', { method: 'POST', body, schema: newsItemSchema }),
  );

export const useDeleteNews = () =>
  useNewsMutation((id: string) => apiRequest(`/news/${id}`, { method: 'DELETE' }));
