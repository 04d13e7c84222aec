import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNews } from '../api/list-news';
import { DeleteNewsButton } from './delete-news-button';
import { NewsCard } from './news-card';
import { NewsForm } from './news-form';

/** /news-admin: the form, then every post with edit and delete. */
export function NewsAdmin(): ReactNode {
  const { t } = useTranslation();
  const query = useNews();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack gap="lg" maw={700} mx="auto">
      <Title order={1}>{t('news.adminTitle')}</Title>
      <NewsForm />
      <Title order={2} size="h3">
        {t('news.listTitle')}
      </Title>
      {notice ? <Alert role="status">{notice}</Alert> : null}
      {query.isPending ? <Text role="status">{t('news.loading')}</Text> : null}
      {query.data?.length === 0 ? <Text>{t('news.empty')}</Text> : null}
      {(query.data ?? []).map((item) =>
        editing === item._id ? (
          <NewsForm key={item._id} item={item} onDone={() => setEditing(null)} />
        ) : (
          <NewsCard
            key={item._id}
            item={item}
            actions={
              <Group gap="xs">
                <Button
                  variant="default"
                  size="compact-md"
                  onClick={() => setEditing(item._id)}
                  aria-label={`${t('common.edit')} ${item.title}`}
                >
                  {t('common.edit')}
                </Button>
                <DeleteNewsButton item={item} onDeleted={() => setNotice(t('news.deleted'))} />
              </Group>
            }
          />
        ),
      )}
    </Stack>
  );
}
