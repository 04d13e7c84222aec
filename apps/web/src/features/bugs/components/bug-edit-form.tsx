import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BUG_DESCRIPTION_MAX, BUG_DETAILS_MAX, type BugSummary } from '@canopy/shared/schemas/bugs';
import { errorMessage } from '../../../i18n/error-message';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useUpdateBug } from '../api/update-bug';

// The update body with both fields present: the form always edits the description and the details.
const editBugSchema = z.object({
  description: z.string().trim().min(1).max(BUG_DESCRIPTION_MAX),
  details: z.string().trim().max(BUG_DETAILS_MAX),
});
type EditBugValues = z.infer<typeof editBugSchema>;

export interface BugEditFormProps {
  bug: BugSummary;
  onDone: () => void;
}

export function BugEditForm({ bug, onDone }: BugEditFormProps): ReactNode {
  const { t } = useTranslation();
  const mutation = useUpdateBug();
  const form = useForm<EditBugValues>({
    resolver: zodResolver(editBugSchema, { error: validationKeys }),
    defaultValues: { description: bug.description, details: bug.details },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    mutation.mutate({ id: bug._id, body }, { onSuccess: () => onDone() }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {mutation.isError ? (
          <Alert color="red" role="alert" title={t('bugs.updateFailed')}>
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
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
