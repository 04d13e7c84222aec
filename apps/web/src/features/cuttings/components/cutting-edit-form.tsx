import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Cutting } from '@canopy/shared/schemas/cuttings';
import type { EditablePhoto } from '../../../components/ui/photos/photo-thumbs';
import { PhotosField } from '../../../components/ui/photos/photos-field';
import { useStrainChoices } from '../api/strain-choices';
import { useUpdateCutting } from '../api/update-cutting';
import { cuttingErrorText } from '../error-text';
import { CuttingMotherFields, type MotherFieldsValue } from './cutting-mother-fields';
import { fromDateTimeLocal, toDateTimeLocal } from '../list/datetime-local';
import { FormButtons } from '../../../components/ui/form-buttons';

export interface CuttingEditFormProps {
  cutting: Cutting;
  onSaved: (cutting: Cutting) => void;
  onCancel: () => void;
}

/** Edits every field of a cutting and its images; a refusal keeps what was typed. */
export function CuttingEditForm({ cutting, onSaved, onCancel }: CuttingEditFormProps): ReactNode {
  const { t } = useTranslation();
  const strains = useStrainChoices();
  const update = useUpdateCutting();
  const [code, setCode] = useState(cutting.code);
  const [strainId, setStrainId] = useState<string | null>(cutting.strainId);
  const [name, setName] = useState(cutting.name);
  const [status, setStatus] = useState(cutting.status);
  const [location, setLocation] = useState(cutting.location);
  const [created, setCreated] = useState(() => toDateTimeLocal(cutting.createdAt));
  const [photos, setPhotos] = useState<EditablePhoto[]>(cutting.images);
  const initialRetired = cutting.retiredAt ? toDateTimeLocal(cutting.retiredAt) : '';
  const [lineage, setLineage] = useState<MotherFieldsValue>({
    isMother: cutting.isMother,
    motherId: cutting.motherId,
    retired: initialRetired,
  });
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || !strainId) return setError(t('strains.requiredFields'));
    // Sent only when changed: the input has no seconds, so an untouched date would otherwise drift.
    const createdAt = created === toDateTimeLocal(cutting.createdAt) ? undefined : fromDateTimeLocal(created);
    // The same for the retirement date; cleared, it is sent as null (back in use).
    const retiredAt =
      lineage.retired === initialRetired ? undefined : (fromDateTimeLocal(lineage.retired) ?? null);
    update.mutate(
      {
        id: cutting._id,
        body: {
          code: code.trim(),
          strainId,
          name: name.trim(),
          status: status.trim(),
          location: location.trim(),
          ...(createdAt && { createdAt }),
          isMother: lineage.isMother,
          motherId: lineage.motherId,
          ...(retiredAt !== undefined && { retiredAt }),
          images: photos.map(({ publicId, isMain }) => ({ publicId, isMain: Boolean(isMain) })),
        },
      },
      { onSuccess: onSaved, onError: (failure) => setError(cuttingErrorText(t, failure)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={t('cuttings.code')}
          withAsterisk
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Select
          label={t('cuttings.strain')}
          withAsterisk
          searchable
          allowDeselect={false}
          data={(strains.data ?? [{ _id: cutting.strainId, name: cutting.strainName }]).map((strain) => ({
            value: strain._id,
            label: strain.name,
          }))}
          value={strainId}
          onChange={setStrainId}
        />
        <TextInput label={t('cuttings.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label={t('cuttings.status')}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value)}
        />
        <TextInput
          label={t('cuttings.location')}
          value={location}
          onChange={(e) => setLocation(e.currentTarget.value)}
        />
        <TextInput
          type="datetime-local"
          label={t('cuttings.created')}
          value={created}
          onChange={(e) => setCreated(e.currentTarget.value)}
        />
        <CuttingMotherFields cuttingId={cutting._id} value={lineage} onChange={setLineage} />
        <PhotosField label={t('cuttings.images')} photos={photos} onChange={setPhotos} withMainPhoto />
        <FormButtons onCancel={onCancel} saving={update.isPending} />
      </Stack>
    </form>
  );
}
