import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { errorMessage } from '../../i18n/error-message';
import { useUpdateThreadItem } from '../../lib/threads/update-thread-item';
import { ThreadFields, useThreadForm, type ThreadFormSpec } from './thread-fields';
import type { ThreadSpec } from './thread-spec';

export interface ThreadEditFormProps<Input extends FieldValues, Output> {
  spec: ThreadSpec;
  id: string;
  form: ThreadFormSpec<Input, Output>;
  values: DefaultValues<Input>;
  /** In the card's flow (a task's): tight, Save first; otherwise a block with Cancel and Save at its end. */
  inline?: boolean;
  onDone: () => void;
}

/** Edits an item's own fields in place; what the schema refuses is shown before any call. */
export function ThreadEditForm<Input extends FieldValues, Output extends object>({
  spec,
  id,
  form: formSpec,
  values,
  inline = false,
  onDone,
}: ThreadEditFormProps<Input, Output>): ReactNode {
  const { t } = useTranslation();
  const mutation = useUpdateThreadItem(spec.api);
  const form = useThreadForm(formSpec, values);
  const submit = form.handleSubmit((body) => mutation.mutate({ id, body }, { onSuccess: () => onDone() }));
  const save = (
    <Button key="save" type="submit" loading={mutation.isPending}>
      {t('common.save')}
    </Button>
  );
  const cancel = (
    <Button key="cancel" variant="default" onClick={onDone}>
      {t('common.cancel')}
    </Button>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={inline ? 'xs' : 'sm'}>
        {mutation.isError ? (
          <Alert color="red" role="alert" title={t(spec.text.updateFailed)}>
            {errorMessage(t, mutation.error)}
          </Alert>
        ) : null}
        <ThreadFields form={form} fields={formSpec.fields} />
        {inline ? (
          <Group gap="xs">{[save, cancel]}</Group>
        ) : (
          <Group justify="flex-end" gap="xs">
            {[cancel, save]}
          </Group>
        )}
      </Stack>
    </form>
  );
}
