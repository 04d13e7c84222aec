import type { ReactNode } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createBugBodySchema } from '@canopy/shared/schemas/bugs';
import { AddWithPhotosForm, type OnSaved } from '../../../components/ui/photos/add-with-photos-form';
import type { PendingPhoto } from '../../../components/ui/photos/pending-photos';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useCreateBug } from '../api/create-bug';

type ReportInput = z.input<typeof createBugBodySchema>;
type ReportOutput = z.output<typeof createBugBodySchema>;
const EMPTY: ReportInput = { description: '', details: '' };

/** Any logged-in user reports a bug with one photo; a blank description is refused before any call. */
export function ReportBugForm(): ReactNode {
  const { t } = useTranslation();
  const mutation = useCreateBug();
  const form = useForm<ReportInput, unknown, ReportOutput>({
    resolver: zodResolver(createBugBodySchema, { error: validationKeys }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = (photos: readonly PendingPhoto[], onSaved: OnSaved) =>
    form.handleSubmit((values) =>
      mutation.mutate(
        { body: values, photo: photos[0] },
        {
          onSuccess: (result) => {
            onSaved(result);
            form.reset(EMPTY);
          },
        },
      ),
    );

  return (
    <AddWithPhotosForm
      titleId="report-bug-title"
      text={{
        title: t('bugs.reportTitle'),
        done: t('bugs.reported'),
        queued: t('offline.savedHere.bug'),
        failed: t('bugs.createFailed'),
        submit: t('bugs.report'),
      }}
      maxPhotos={1}
      submit={submit}
      saving={mutation.isPending}
      error={mutation.isError ? mutation.error : null}
    >
      <TextInput
        label={t('bugs.description')}
        withAsterisk
        error={fieldErrorText(t, errors.description)}
        {...form.register('description')}
      />
      <Textarea
        label={t('bugs.details')}
        rows={3}
        error={fieldErrorText(t, errors.details)}
        {...form.register('details')}
      />
    </AddWithPhotosForm>
  );
}
