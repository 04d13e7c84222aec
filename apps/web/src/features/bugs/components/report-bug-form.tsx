import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createBugBodySchema } from '@canopy/shared/schemas/bugs';
import { errorMessage } from '../../../i18n/error-message';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useCreateBug } from '../api/create-bug';

type ReportInput = z.input<typeof createBugBodySchema>;
type ReportOutput = z.output<typeof createBugBodySchema>;
const EMPTY: ReportInput = { description: '', details: '' };

export interface ReportBugFormProps {
  /** Where a photo picker goes once bug uploads exist; rendered under the details field. */
  photoSlot?: ReactNode;
}

/** Any logged-in user reports a bug; a blank description is refused before any call. */
export function ReportBugForm({ photoSlot }: ReportBugFormProps): ReactNode {
  const { t } = useTranslation();
  const mutation = useCreateBug();
  const [reported, setReported] = useState(false);
  const form = useForm<ReportInput, unknown, ReportOutput>({
    resolver: zodResolver(createBugBodySchema, { error: validationKeys }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setReported(false);
    mutation.mutate(values, {
      onSuccess: () => {
        setReported(true);
        form.reset(EMPTY);
      },
    });
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
          {photoSlot}
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
