import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createTaskBodySchema } from '@canopy/shared/schemas/tasks';
import { PendingPhotoList, usePendingPhotos } from '../../../components/ui/photos/pending-photos';
import { PhotoPicker } from '../../../components/ui/photos/photo-picker';
import { errorMessage } from '../../../i18n/error-message';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useCreateTask } from '../api/create-task';

type AddTaskInput = z.input<typeof createTaskBodySchema>;
type AddTaskOutput = z.output<typeof createTaskBodySchema>;
const EMPTY: AddTaskInput = { description: '', comment: '' };

/** Adds a task with an optional first comment; a blank description is refused before any call. */
export function AddTaskForm(): ReactNode {
  const { t } = useTranslation();
  const mutation = useCreateTask();
  const [added, setAdded] = useState(false);
  const [photoError, setPhotoError] = useState<unknown>(null);
  const pending = usePendingPhotos();
  const form = useForm<AddTaskInput, unknown, AddTaskOutput>({
    resolver: zodResolver(createTaskBodySchema, { error: validationKeys }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ description, comment }) => {
    setAdded(false);
    // A blank first comment is no comment at all.
    const body = comment ? { description, comment } : { description };
    mutation.mutate(
      { body, photos: pending.photos },
      {
        onSuccess: (result) => {
          setAdded(true);
          setPhotoError(result.photoError);
          pending.clear();
          form.reset(EMPTY);
        },
      },
    );
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="add-task-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="add-task-title">
            {t('tasks.addTitle')}
          </Title>
          {added ? (
            <Alert color="canopy" role="status" withCloseButton onClose={() => setAdded(false)}>
              {t('tasks.added')}
            </Alert>
          ) : null}
          {photoError ? (
            <Alert color="red" role="alert" title={t('photos.uploadFailed')}>
              {errorMessage(t, photoError)}
            </Alert>
          ) : null}
          {mutation.isError ? (
            <Alert color="red" role="alert" title={t('tasks.createFailed')}>
              {errorMessage(t, mutation.error)}
            </Alert>
          ) : null}
          <TextInput
            label={t('tasks.description')}
            withAsterisk
            error={fieldErrorText(t, errors.description)}
            {...form.register('description')}
          />
          <Textarea
            label={t('tasks.firstComment')}
            rows={2}
            error={fieldErrorText(t, errors.comment)}
            {...form.register('comment')}
          />
          <PhotoPicker attached={pending.photos.length} upload={pending.keep} onUploaded={pending.add} />
          <PendingPhotoList photos={pending.photos} onRemove={pending.remove} />
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {t('tasks.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
