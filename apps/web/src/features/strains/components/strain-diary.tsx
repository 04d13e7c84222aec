import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { canManageRecords } from '@canopy/shared/permissions';
import type { StrainDiaryEntry } from '@canopy/shared/schemas/strains';
import type { Language } from '@canopy/shared/languages';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/use-session';
import { useDeleteDiaryEntry } from '../api/strains-api';
import { DiaryEntryForm } from './diary-entry-form';

export interface StrainDiaryProps {
  strainId: string;
  entries: StrainDiaryEntry[];
}

/** The gardener diary: everyone logged in reads it, staff write and delete entries with photos. */
export function StrainDiary({ strainId, entries }: StrainDiaryProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { actor } = useSession();
  const manage = canManageRecords(actor);
  const remove = useDeleteDiaryEntry();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const saved = () => (setEditingId(null), setMessage({ ok: true, text: t('diary.saved') }));
  const failed = (text: string) => setMessage({ ok: false, text });

  return (
    <Stack gap="md" component="section" aria-labelledby="diary-title">
      <Title order={2} size="h3" id="diary-title">
        {t('diary.title')}
      </Title>
      {message ? (
        <Alert color={message.ok ? 'canopy' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      ) : null}
      {manage ? <DiaryEntryForm strainId={strainId} onSaved={saved} onError={failed} /> : null}
      {entries.length === 0 ? <Text>{t('diary.empty')}</Text> : null}
      {entries.map((entry) => (
        <Card key={entry._id} withBorder padding="md" component="article">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <bdi>{formatDateTime(entry.timestamp, i18n.language as Language)}</bdi>{' '}
              <Trans i18nKey="diary.by" values={{ name: entry.authorName }} components={{ bdi: <bdi /> }} />
            </Text>
            {editingId === entry._id ? (
              <DiaryEntryForm
                strainId={strainId}
                entry={entry}
                onSaved={saved}
                onError={failed}
                onCancel={() => setEditingId(null)}
              />
            ) : (
              <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.note}
              </Text>
            )}
            {entry.photos.length > 0 ? (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {entry.photos.map((url, index) => (
                  <Image
                    key={url}
                    src={url}
                    alt={t('photos.photoAlt', { number: index + 1 })}
                    radius="sm"
                    loading="lazy"
                  />
                ))}
              </SimpleGrid>
            ) : null}
            {manage && editingId !== entry._id ? (
              <Group>
                <Button size="compact-sm" variant="light" onClick={() => setEditingId(entry._id)}>
                  {t('common.edit')}
                </Button>
                <Button
                  size="compact-sm"
                  color="red"
                  variant="outline"
                  loading={remove.isPending && remove.variables.entryId === entry._id}
                  onClick={() =>
                    window.confirm(t('diary.deleteConfirm')) &&
                    remove.mutate(
                      { strainId, entryId: entry._id },
                      { onSuccess: () => setMessage({ ok: true, text: t('diary.deleted') }) },
                    )
                  }
                >
                  {t('common.delete')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
