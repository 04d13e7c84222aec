import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@canopy/shared/schemas/news';
import { PhotoPicker } from '../../../components/ui/photos/photo-picker';
import { uploadPhoto } from '../../../components/ui/photos/upload-photo';
import { PhotoThumbs, type EditablePhoto } from '../../../components/ui/photos/photo-thumbs';
import { errorMessage } from '../../../i18n/error-message';
import { useSaveNews } from '../api/save-news';

export interface NewsFormProps {
  item?: NewsItem | undefined;
  onDone?: () => void;
}

const photosOf = (item?: NewsItem): EditablePhoto[] =>
  item ? item.imagePublicIds.map((publicId, index) => ({ publicId, url: item.images[index] ?? '' })) : [];

/** Title and body required, images optional. */
export function NewsForm({ item, onDone }: NewsFormProps): ReactNode {
  const { t } = useTranslation();
  const mutation = useSaveNews();
  const [title, setTitle] = useState(item?.title ?? '');
  const [body, setBody] = useState(item?.body ?? '');
  const [photos, setPhotos] = useState<EditablePhoto[]>(photosOf(item));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !body.trim()) return setMessage({ ok: false, text: t('news.requiredFields') });
    const payload = {
      title: title.trim(),
      body: body.trim(),
      imagePublicIds: photos.map((photo) => photo.publicId),
    };
    mutation.mutate(
      { id: item?._id, body: payload },
      {
        onSuccess: () => {
          setMessage({ ok: true, text: t('news.saved') });
          if (!item) {
            setTitle('');
            setBody('');
            setPhotos([]);
          }
          onDone?.();
        },
        onError: (error) => setMessage({ ok: false, text: errorMessage(t, error) }),
      },
    );
  };

  const titleId = item ? `news-form-${item._id}` : 'news-form-new';
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {item ? t('news.formTitleEdit') : t('news.formTitleAdd')}
          </Title>
          {message ? (
            <Alert color={message.ok ? 'canopy' : 'red'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </Alert>
          ) : null}
          <TextInput
            label={t('news.postTitle')}
            withAsterisk
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Textarea
            label={t('news.body')}
            withAsterisk
            rows={4}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
          <Text fw={500} size="sm">
            {t('news.images')}
          </Text>
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
            <Button type="submit" loading={mutation.isPending}>
              {item ? t('common.save') : t('news.add')}
            </Button>
            {onDone && item ? (
              <Button variant="default" onClick={onDone}>
                {t('common.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
