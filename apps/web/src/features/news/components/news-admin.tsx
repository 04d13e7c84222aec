import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/error-message';
import { useDeleteNews, useNews } from '../api/news-api';
import { NewsCard } from './news-card';
import { NewsForm } from './news-form';

/** /news-admin: the form, then every post with edit and delete. */
export function NewsAdmin(): ReactNode {
  const { t } = useTranslation();
  const query = useNews();
  const remove = useDeleteNews();
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
      {remove.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, remove.error)}
        </Alert>
      ) : null}
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
                <Button
                  color="red"
                  variant="outline"
                  size="compact-md"
                  aria-label={`${t('common.delete')} ${item.title}`}
                  onClick={() =>
                    window.confirm(t('news.deleteConfirm', { title: item.title }).replace(/<\/?bdi>/g, '')) &&
                    remove.mutate(item._id, { onSuccess: () => setNotice(t('news.deleted')) })
                  }
                >
                  {t('common.delete')}
                </Button>
              </Group>
            }
          />
        ),
      )}
    </Stack>
  );
}
