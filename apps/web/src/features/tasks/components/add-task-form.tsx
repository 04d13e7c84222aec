import type { ReactNode } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createTaskBodySchema } from '@canopy/shared/schemas/tasks';
import { AddWithPhotosForm, type OnSaved } from '../../../components/ui/photos/add-with-photos-form';
import type { PendingPhoto } from '../../../components/ui/photos/pending-photos';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useCreateTask } from '../api/create-task';

type AddTaskInput = z.input<typeof createTaskBodySchema>;
type AddTaskOutput = z.output<typeof createTaskBodySchema>;
const EMPTY: AddTaskInput = { description: '', comment: '' };

/** Adds a task with an optional first comment and photos; a blank description is refused before any call. */
export function AddTaskForm(): ReactNode {
  const { t } = useTranslation();
  const mutation = useCreateTask();
  const form = useForm<AddTaskInput, unknown, AddTaskOutput>({
    resolver: zodResolver(createTaskBodySchema, { error: validationKeys }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = (photos: readonly PendingPhoto[], onSaved: OnSaved) =>
    form.handleSubmit(({ description, comment }) =>
      mutation.mutate(
        // A blank first comment is no comment at all.
        { body: comment ? { description, comment } : { description }, photos },
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
      titleId="add-task-title"
      text={{
        title: t('tasks.addTitle'),
        done: t('tasks.added'),
        queued: t('offline.savedHere.task'),
        failed: t('tasks.createFailed'),
        submit: t('tasks.add'),
      }}
      submit={submit}
      saving={mutation.isPending}
      error={mutation.isError ? mutation.error : null}
    >
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
    </AddWithPhotosForm>
  );
}
