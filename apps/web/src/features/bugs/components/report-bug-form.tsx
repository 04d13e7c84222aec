import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createBugBodySchema } from '@canopy/shared/schemas/bugs';
import { PendingPhotoList, usePendingPhotos } from '../../../components/ui/photos/pending-photos';
import { PhotoPicker } from '../../../components/ui/photos/photo-picker';
import { errorMessage } from '../../../i18n/error-message';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useCreateBug } from '../api/create-bug';

type ReportInput = z.input<typeof createBugBodySchema>;
type ReportOutput = z.output<typeof createBugBodySchema>;
const EMPTY: ReportInput = { description: '', details: '' };

/** Any logged-in user reports a bug; a blank description is refused before any call. */
export function ReportBugForm(): ReactNode {
  const { t } = useTranslation();
  const mutation = useCreateBug();
  const [reported, setReported] = useState(false);
  const [photoError, setPhotoError] = useState<unknown>(null);
  const pending = usePendingPhotos();
  const form = useForm<ReportInput, unknown, ReportOutput>({
    resolver: zodResolver(createBugBodySchema, { error: validationKeys }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setReported(false);
    const [photo] = pending.photos;
    mutation.mutate(
      { body: values, photo },
      {
        onSuccess: (result) => {
          setReported(true);
          setPhotoError(result.photoError);
          pending.clear();
          form.reset(EMPTY);
        },
      },
    );
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="report-bug-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="report-bug-title">
            {t('bugs.reportTitle')}
          </Title>
          {reported ? (
            <Alert color="canopy" role="status" withCloseButton onClose={() => setReported(false)}>
              {t('bugs.reported')}
            </Alert>
          ) : null}
          {photoError ? (
            <Alert color="red" role="alert" title={t('photos.uploadFailed')}>
              {errorMessage(t, photoError)}
            </Alert>
          ) : null}
          {mutation.isError ? (
            <Alert color="red" role="alert" title={t('bugs.createFailed')}>
              {errorMessage(t, mutation.error)}
            </Alert>
          ) : null}
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
          <PhotoPicker
            max={1}
            attached={pending.photos.length}
            upload={pending.keep}
            onUploaded={pending.add}
          />
          <PendingPhotoList photos={pending.photos} onRemove={pending.remove} />
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {t('bugs.report')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
