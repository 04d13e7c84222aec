import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNews } from '../api/list-news';
import { NewsCard } from './news-card';

/** /news: loading text, then the heading and the cards, or the no-news text. */
export function NewsFeed(): ReactNode {
  const { t } = useTranslation();
  const query = useNews();
  if (query.isPending) return <Text role="status">{t('news.loading')}</Text>;
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Title order={1}>{t('news.title')}</Title>
      {query.data?.length ? (
        query.data.map((item) => <NewsCard key={item._id} item={item} />)
      ) : (
        <Text>{t('news.empty')}</Text>
      )}
    </Stack>
  );
}
