import type { ReactNode } from 'react';
import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { z } from 'zod';
import { addDeviceNoteBodySchema } from '@canopy/shared/schemas/annotations';
import { ErrorNotice } from '../ui/error-notice';
import { fieldErrorText, validationKeys } from '../../i18n/validation-message';
import { DEVICE_TIME_ZONE } from '../../lib/dates';
import { useAddNote } from '../../lib/devices/api/add-device-note';
import { fromWallTime } from '../../lib/devices/zoned-time';

/** The server's own text rule, and a time read in the device's zone (empty: now, so no `ts` is sent). */
const noteFormSchema = z.object({
  text: addDeviceNoteBodySchema.shape.text,
  time: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const ts = fromWallTime(value, DEVICE_TIME_ZONE);
      if (ts === null) ctx.addIssue({ code: 'custom', message: 'annotations.timeInvalid' });
      return ts ?? undefined;
    }),
});
type NoteFormInput = z.input<typeof noteFormSchema>;
type NoteFormOutput = z.output<typeof noteFormSchema>;

export interface AddNoteFormProps {
  deviceId: string;
  onAdded: () => void;
}

/** Pins a note on the device's charts. Nothing is sent while the text is blank or the time is not a time. */
export function AddNoteForm({ deviceId, onAdded }: AddNoteFormProps): ReactNode {
  const { t } = useTranslation();
  const add = useAddNote();
  const form = useForm<NoteFormInput, unknown, NoteFormOutput>({
    resolver: zodResolver(noteFormSchema, { error: validationKeys }),
    defaultValues: { text: '', time: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ text, time }) =>
    add.mutate(
      { deviceId, text, ...(time === undefined ? {} : { ts: time }) },
      {
        onSuccess: () => {
          form.reset();
          onAdded();
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-note-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="add-note-title">
          {t('annotations.addTitle')}
        </Title>
        <ErrorNotice error={add.error} />
        <Textarea
          label={t('annotations.noteLabel')}
          error={fieldErrorText(t, errors.text)}
          rows={2}
          {...form.register('text')}
        />
        <TextInput
          type="datetime-local"
          label={t('annotations.timeLabel')}
          description={t('annotations.timeHint')}
          // Its one message is a page text, which fieldErrorText cannot look up in the first paint's catalog.
          error={errors.time ? t('annotations.timeInvalid') : undefined}
          dir="ltr"
          {...form.register('time')}
        />
        <Group>
          <Button type="submit" variant="light" loading={add.isPending}>
            {t('annotations.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
