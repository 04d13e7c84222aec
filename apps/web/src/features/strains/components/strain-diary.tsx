import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Image, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { canManageRecords } from '@canopy/shared/permissions';
import type { StrainDiaryEntry } from '@canopy/shared/schemas/strains';
import type { Language } from '@canopy/shared/languages';
import { PhotoPicker } from '../../../components/ui/photos/photo-picker';
import { uploadPhoto } from '../../../components/ui/photos/upload-photo';
import { PhotoThumbs, type EditablePhoto } from '../../../components/ui/photos/photo-thumbs';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/use-session';
import { useDeleteDiaryEntry, useSaveDiaryEntry } from '../api/strains-api';
import { saveErrorText } from '../save-error-text';

export interface StrainDiaryProps {
  strainId: string;
  entries: StrainDiaryEntry[];
}

/** The gardener diary: everyone logged in reads it, staff write and delete entries with photos. */
export function StrainDiary({ strainId, entries }: StrainDiaryProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { actor } = useSession();
  const manage = canManageRecords(actor);
  const save = useSaveDiaryEntry();
  const remove = useDeleteDiaryEntry();
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<EditablePhoto[]>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setMessage({ ok: false, text: t('validation.required') });
    save.mutate(
      { strainId, body: { note: note.trim(), photoPublicIds: photos.map((photo) => photo.publicId) } },
      {
        onSuccess: () => (setNote(''), setPhotos([]), setMessage({ ok: true, text: t('diary.saved') })),
        onError: (error) => setMessage({ ok: false, text: saveErrorText(t, error) }),
      },
    );
  };

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
      {manage ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t('diary.note')}
              withAsterisk
              rows={2}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <PhotoThumbs
              photos={photos}
              onRemove={(id) => setPhotos((all) => all.filter((p) => p.publicId !== id))}
            />
            <PhotoPicker
              upload={uploadPhoto}
              attached={photos.length}
              onUploaded={(photo) => setPhotos((all) => [...all, photo])}
            />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('diary.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      {entries.length === 0 ? <Text>{t('diary.empty')}</Text> : null}
      {entries.map((entry) => (
        <Card key={entry._id} withBorder padding="md" component="article">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <bdi>{formatDateTime(entry.timestamp, i18n.language as Language)}</bdi>{' '}
              <Trans i18nKey="diary.by" values={{ name: entry.authorName }} components={{ bdi: <bdi /> }} />
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{entry.note}</Text>
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
            {manage ? (
              <Group>
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
