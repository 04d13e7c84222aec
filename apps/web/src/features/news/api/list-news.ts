import { useQuery } from '@tanstack/react-query';
import { newsItemSchema, type NewsItem } from '@canopy/shared/schemas/news';
import { apiRequest } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

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
