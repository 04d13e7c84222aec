import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TreatmentBody } from '@canopy/shared/schemas/feeding';
import type { Room } from '@canopy/shared/schemas/rooms';
import { toLocalInput } from '../../../lib/crop/local-time-input';
import { useRecordTreatment } from '../api/record-treatment';
import { careFieldError, placeRefusal } from './form-check';
import {
  emptyTreatmentDraft,
  TREATMENT_FIELDS,
  treatmentFormSchema,
  type TreatmentDraft,
} from './treatment-draft';

/** The treatment form (staff): sent at once; an unknown or archived product is placed on its field. */
export function useTreatmentForm(room: Room, onDone: () => void) {
  const { t } = useTranslation();
  const [openedAt] = useState(() => toLocalInput(new Date()));
  const form = useForm<TreatmentDraft, unknown, TreatmentBody>({
    resolver: zodResolver(treatmentFormSchema(openedAt)),
    defaultValues: emptyTreatmentDraft(openedAt),
  });
  const record = useRecordTreatment();
  const [formError, setFormError] = useState<string>();

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

  const errorOf = (field: string) =>
    careFieldError(t, form.getFieldState(field as Path<TreatmentDraft>, form.formState).error?.message);

  return { form, submit, errorOf, formError, saving: record.isPending };
}
