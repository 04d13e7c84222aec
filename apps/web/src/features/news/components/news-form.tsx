import { useState, type FormEvent, type ReactNode } from 'react';
import { TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { NewsItem } from '@canopy/shared/schemas/news';
import type { EditablePhoto } from '../../../components/ui/photos/photo-thumbs';
import { PhotosField } from '../../../components/ui/photos/photos-field';
import { errorMessage } from '../../../i18n/error-message';
import { useSaveNews } from '../api/save-news';
import { OutcomeNotice, type Outcome } from '../../../components/ui/outcome-notice';
import { FormCard } from '../../../components/ui/form-card';
import { FormButtons } from '../../../components/ui/form-buttons';

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
  const [message, setMessage] = useState<Outcome>(null);

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
    <FormCard
      titleId={titleId}
      title={item ? t('news.formTitleEdit') : t('news.formTitleAdd')}
      onSubmit={submit}
    >
      <OutcomeNotice outcome={message} />
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
      <PhotosField label={t('news.images')} photos={photos} onChange={setPhotos} />
      <FormButtons
        atStart
        submitLabel={item ? t('common.save') : t('news.add')}
        saving={mutation.isPending}
        onCancel={item ? onDone : undefined}
      />
    </FormCard>
  );
}
