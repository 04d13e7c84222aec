import type { ReactNode } from 'react';
import { NewsFeed } from '../../features/news/components/news-feed';

export function NewsPage(): ReactNode {
  return <NewsFeed />;
}
