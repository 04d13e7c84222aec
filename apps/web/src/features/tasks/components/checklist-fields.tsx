import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { TASK_CHECKLIST_MAX } from '@canopy/shared/tasks';
import type { TaskDraft } from '../lib/task-draft';

/** The checklist's lines, each its own field with a remove button; an item keeps its id when edited. */
export function ChecklistFields({
  form,
  errorOf,
}: {
  form: UseFormReturn<TaskDraft>;
  errorOf: (field: string) => string | undefined;
}): ReactNode {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'checklist' });
  return (
    <Input.Wrapper label={t('tasks.form.checklist')} error={errorOf('checklist')}>
      <Stack gap={6} mt={4}>
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <Group key={field.id} gap={6} wrap="nowrap" align="flex-start">
              <TextInput
                flex={1}
                aria-label={t('tasks.form.item', { number })}
                error={errorOf(`checklist.${index}.text`)}
                {...form.register(`checklist.${index}.text`)}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('tasks.form.removeItem', { number })}
                onClick={() => remove(index)}
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
        {fields.length < TASK_CHECKLIST_MAX ? (
          <div>
            <Button variant="default" size="xs" onClick={() => append({ text: '' })}>
              {t('tasks.form.addItem')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
