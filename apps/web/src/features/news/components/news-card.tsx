import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '@canopy/shared/languages';
import type { NewsItem } from '@canopy/shared/schemas/news';
import { formatDateTime } from '../../../lib/dates';
import { LazyImage } from './lazy-image';

/** Title, first image (lazy), body and creation date/time in the reader's locale. */
export function NewsCard({ item, actions }: { item: NewsItem; actions?: ReactNode }): ReactNode {
  const { t, i18n } = useTranslation();
  const [image] = item.images;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`news-${item._id}`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`news-${item._id}`}>
          {item.title}
        </Title>
        {image ? (
          <Card.Section>
            <LazyImage src={image} alt={item.title} />
          </Card.Section>
        ) : null}
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {item.body}
        </Text>
        <Text size="sm" c="dimmed">
          {t('news.posted')}{' '}
          <bdi>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language as Language)}</time>
          </bdi>
        </Text>
        {actions}
      </Stack>
    </Card>
  );
}
