import type { ReactNode } from 'react';
import { Card, CloseButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '@canopy/shared/languages';
import { formatDateTime } from '../../../lib/dates';
import { EditDeleteButtons } from '../edit-delete-buttons';
import { DiarySaveForm } from './diary-save-form';
import type { DiaryCalls, DiaryEntryView } from './diary-types';

export type RenderDiaryPhoto = (url: string, alt: string) => ReactNode;

export interface DiaryEntryCardProps {
  entry: DiaryEntryView;
  calls: DiaryCalls;
  manage: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onDelete: () => void;
  onSaved: () => void;
  onError: (text: string) => void;
  renderPhoto: RenderDiaryPhoto;
}

const photoGrid = { base: 2, sm: 4 };

/** One diary entry: its date, author, note and photos; staff edit it, delete it or remove one photo. */
export function DiaryEntryCard({
  entry,
  calls,
  manage,
  editing,
  onEdit,
  onDelete,
  onSaved,
  onError,
  renderPhoto,
}: DiaryEntryCardProps): ReactNode {
  const { t, i18n } = useTranslation();
  const removePhoto = (publicId: string) =>
    calls
      .removePhoto(entry.id, publicId)
      .then(onSaved)
      .catch((error: unknown) => onError(calls.errorText(error)));

  return (
    <Card withBorder padding="md" component="article">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          <bdi>{formatDateTime(entry.timestamp, i18n.language as Language)}</bdi>{' '}
          <Trans i18nKey="diary.by" values={{ name: entry.authorName }} components={{ bdi: <bdi /> }} />
        </Text>
        {editing ? (
          <DiarySaveForm
            calls={calls}
            entry={entry}
            onSaved={onSaved}
            onError={onError}
            onCancel={() => onEdit(false)}
          />
        ) : (
          <>
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.note}
            </Text>
            {entry.photos.length > 0 ? (
              <SimpleGrid cols={photoGrid} spacing="xs">
                {entry.photos.map((photo, index) => (
                  <Stack key={photo.publicId} gap={4} align="center">
                    {renderPhoto(photo.url, t('photos.photoAlt', { number: index + 1 }))}
                    {manage ? (
                      <CloseButton
                        aria-label={`${t('photos.remove')} ${index + 1}`}
                        onClick={() => void removePhoto(photo.publicId)}
                      />
                    ) : null}
                  </Stack>
                ))}
              </SimpleGrid>
            ) : null}
          </>
        )}
        {manage && !editing ? (
          <Group>
            <EditDeleteButtons compact onEdit={() => onEdit(true)} onDelete={onDelete} />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A photo as most diaries show it; cuttings show a blurred preview instead to some readers. */
export const plainDiaryPhoto: RenderDiaryPhoto = (url, alt) => (
  <Image src={url} alt={alt} h={100} fit="cover" radius="sm" loading="lazy" />
);
