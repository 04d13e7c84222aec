import { useTranslation } from '../../../i18n/use-translation';
import type { Room } from '@canopy/shared/schemas/rooms';
import { placeRefusal } from '../../../lib/feeding/place-refusal';
import { useRecordTreatment } from '../api/record-treatment';
import { emptyTreatmentDraft, TREATMENT_FIELDS, treatmentFormSchema } from './treatment-draft';
import { useEntryForm } from './use-entry-form';

/** The treatment form (staff): sent at once; an unknown or archived product is placed on its field. */
export function useTreatmentForm(room: Room, onDone: () => void) {
  const { t } = useTranslation();
  const { form, errorOf, formError, setFormError, entryFields } = useEntryForm(
    treatmentFormSchema,
    emptyTreatmentDraft,
  );
  const record = useRecordTreatment();

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    record.mutate(
      { roomId: room._id, body },
      {
        onSuccess: onDone,
        onError: (error) =>
          setFormError(placeRefusal(t, form, error, TREATMENT_FIELDS, { 'products.not_found': 'productId' })),
      },
    );
  });

  return { form, submit, errorOf, entryFields, formError, saving: record.isPending };
}
