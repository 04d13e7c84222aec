import { useState, type ReactNode } from 'react';
import { Button, Card, CloseButton, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { Language } from '@canopy/shared/languages';
import type { CuttingDiaryEntry } from '@canopy/shared/schemas/cuttings';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteCuttingDiaryEntry, useRemoveCuttingDiaryImage } from '../api/cutting-mutations';
import { cuttingErrorText } from '../error-text';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { CuttingDiaryForm } from './cutting-diary-form';
import { CuttingPhoto } from './cutting-photo';
import { useNotice } from './notice';
import { NoticeAlert } from './notice-alert';

export interface CuttingDiaryProps {
  cuttingId: string;
  entries: CuttingDiaryEntry[];
  manage: boolean;
  photosBlurred: boolean;
}

/** The gardener diary of a cutting: staff add, edit and delete entries and remove single images. */
export function CuttingDiary({ cuttingId, entries, manage, photosBlurred }: CuttingDiaryProps): ReactNode {
  const { t, i18n } = useTranslation();
  const remove = useDeleteCuttingDiaryEntry();
  const removeImage = useRemoveCuttingDiaryImage();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { notice, show } = useNotice(null);
  const saved = () => (setEditingId(null), show({ ok: true, text: t('diary.saved') }));
  const failed = (text: string) => show({ ok: false, text });
  const sorted = [...entries].sort((a, b) => b.timestamp.localeCompare(a.timestamp));

  return (
    <Stack gap="md" component="section" aria-labelledby="cutting-diary-title">
      <Title order={2} size="h3" id="cutting-diary-title">
        {t('diary.title')}
      </Title>
      <NoticeAlert notice={notice} />
      {manage ? <CuttingDiaryForm cuttingId={cuttingId} onSaved={saved} onError={failed} /> : null}
      {entries.length === 0 ? <Text>{t('diary.empty')}</Text> : null}
      {sorted.map((entry) => (
        <Card key={entry._id} withBorder padding="md" component="article">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <bdi>{formatDateTime(entry.timestamp, i18n.language as Language)}</bdi>{' '}
              <Trans i18nKey="diary.by" values={{ name: entry.authorName }} components={{ bdi: <bdi /> }} />
            </Text>
            {editingId === entry._id ? (
              <CuttingDiaryForm
                cuttingId={cuttingId}
                entry={entry}
                onSaved={saved}
                onError={failed}
                onCancel={() => setEditingId(null)}
              />
            ) : (
              <>
                <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.note}
                </Text>
                {entry.images.length > 0 ? (
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                    {entry.images.map((url, index) => {
                      const publicId = entry.imagePublicIds[index];
                      const alt = t('photos.photoAlt', { number: index + 1 });
                      return (
                        <Stack key={publicId ?? url} gap={4} align="center">
                          {photosBlurred ? (
                            <CuttingPhoto src={url} blurred alt={alt} h={100} />
                          ) : (
                            <Image src={url} alt={alt} h={100} fit="cover" radius="sm" loading="lazy" />
                          )}
                          {manage && publicId ? (
                            <CloseButton
                              aria-label={`${t('photos.remove')} ${index + 1}`}
                              onClick={() =>
                                removeImage.mutate(
                                  { id: cuttingId, entryId: entry._id, publicId },
                                  {
                                    onSuccess: () => show({ ok: true, text: t('diary.saved') }),
                                    onError: (error) => failed(cuttingErrorText(t, error)),
                                  },
                                )
                              }
                            />
                          ) : null}
                        </Stack>
                      );
                    })}
                  </SimpleGrid>
                ) : null}
              </>
            )}
            {manage && editingId !== entry._id ? (
              <Group>
                <Button size="compact-sm" variant="light" onClick={() => setEditingId(entry._id)}>
                  {t('common.edit')}
                </Button>
                <Button
                  size="compact-sm"
                  color="red"
                  variant="outline"
                  onClick={() => setDeletingId(entry._id)}
                >
                  {t('common.delete')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Card>
      ))}
      <ConfirmModal
        opened={deletingId !== null}
        title={t('common.delete')}
        busy={remove.isPending}
        onClose={() => setDeletingId(null)}
        onConfirm={() =>
          deletingId &&
          remove.mutate(
            { id: cuttingId, entryId: deletingId },
            {
              onSuccess: () => (setDeletingId(null), show({ ok: true, text: t('diary.deleted') })),
              onError: (error) => (setDeletingId(null), failed(cuttingErrorText(t, error))),
            },
          )
        }
      >
        {t('diary.deleteConfirm')}
      </ConfirmModal>
    </Stack>
  );
}
