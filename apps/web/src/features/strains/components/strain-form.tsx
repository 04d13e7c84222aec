import { useState, type FormEvent, type ReactNode } from 'react';
import { TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Strain } from '@canopy/shared/schemas/strains';
import type { EditablePhoto } from '../../../components/ui/photos/photo-thumbs';
import { PhotosField } from '../../../components/ui/photos/photos-field';
import { useSaveStrain } from '../api/save-strain';
import { saveErrorText } from '../save-error-text';
import { OutcomeNotice, type Outcome } from '../../../components/ui/outcome-notice';
import { FormCard } from '../../../components/ui/form-card';
import { FormButtons } from '../../../components/ui/form-buttons';

export interface StrainFormProps {
  /** The strain to edit; a new one when absent. */
  strain?: Strain | undefined;
  onSaved?: (strain: Strain, mode: 'added' | 'updated') => void;
  onCancel?: () => void;
}

/** Name and slug required (trimmed); the first photo becomes the main image. */
export function StrainForm({ strain, onSaved, onCancel }: StrainFormProps): ReactNode {
  const { t } = useTranslation();
  const mutation = useSaveStrain();
  const [name, setName] = useState(strain?.name ?? '');
  const [slug, setSlug] = useState(strain?.slug ?? '');
  const [genetics, setGenetics] = useState(strain?.genetics ?? '');
  const [description, setDescription] = useState(strain?.description ?? '');
  const [photos, setPhotos] = useState<EditablePhoto[]>(strain?.images ?? []);
  const [message, setMessage] = useState<Outcome>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !slug.trim()) {
      setMessage({ ok: false, text: t('strains.requiredFields') });
      return;
    }
    const images = photos.map(({ publicId, isMain }) => ({ publicId, isMain: Boolean(isMain) }));
    const body = { name: name.trim(), slug: slug.trim(), genetics, description, images };
    mutation.mutate(
      { id: strain?._id, body },
      {
        onSuccess: (saved) => {
          setMessage({ ok: true, text: t('strains.saved') });
          if (!strain) {
            setName('');
            setSlug('');
            setGenetics('');
            setDescription('');
            setPhotos([]);
          }
          onSaved?.(saved, strain ? 'updated' : 'added');
        },
        onError: (error) => setMessage({ ok: false, text: saveErrorText(t, error) }),
      },
    );
  };

  const titleId = strain ? `strain-form-${strain._id}` : 'strain-form-new';
  return (
    <FormCard
      titleId={titleId}
      title={strain ? t('strains.formTitleEdit') : t('strains.formTitleAdd')}
      onSubmit={submit}
    >
      <OutcomeNotice outcome={message} />
      <TextInput
        label={t('strains.name')}
        withAsterisk
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <TextInput
        label={t('strains.slug')}
        description={t('strains.slugHint')}
        withAsterisk
        value={slug}
        onChange={(e) => setSlug(e.currentTarget.value)}
      />
      <TextInput
        label={t('strains.genetics')}
        value={genetics}
        onChange={(e) => setGenetics(e.currentTarget.value)}
      />
      <Textarea
        label={t('strains.description')}
        rows={3}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <PhotosField label={t('strains.photos')} photos={photos} onChange={setPhotos} withMainPhoto />
      <FormButtons atStart saving={mutation.isPending} onCancel={onCancel} />
    </FormCard>
  );
}
