import type { ReactNode } from 'react';
import { ActionIcon, Checkbox, Fieldset, Group, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { GROWING_STAGES } from '@canopy/shared/crop';
import { ROLES } from '@canopy/shared/roles';
import { personName } from '../../../components/threads/thread-spec';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { useAssignable } from '../api/list-assignable';
import type { TemplateDraft } from '../lib/template-draft';

export interface TemplateStepFieldsProps {
  form: UseFormReturn<TemplateDraft>;
  index: number;
  errorOf: (field: string) => string | undefined;
  /** Left out for a template's only step: a template has at least one. */
  onRemove?: (() => void) | undefined;
}

/**
 * One step of a template in a fieldset named by its number: what to do (title, description, checklist
 * lines), when (the stage and its day, day 1 its first), for whom (a person or everyone of a role) and
 * whether staff review it.
 */
export function TemplateStepFields({ form, index, errorOf, onRemove }: TemplateStepFieldsProps): ReactNode {
  const { t } = useTranslation();
  const people = useAssignable().data ?? [];
  const number = index + 1;
  const name = <Field extends string>(field: Field) => `steps.${index}.${field}` as const;
  return (
    <Fieldset
      legend={
        <Group gap="xs" wrap="nowrap">
          <span>{t('taskTemplates.form.step', { number })}</span>
          {onRemove ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('taskTemplates.form.removeStep', { number })}
              onClick={onRemove}
            >
              ×
            </ActionIcon>
          ) : null}
        </Group>
      }
    >
      <TextInput
        label={t('taskTemplates.form.title')}
        withAsterisk
        error={errorOf(name('title'))}
        {...form.register(name('title'))}
      />
      <Textarea
        mt="xs"
        label={t('taskTemplates.form.description')}
        rows={1}
        error={errorOf(name('description'))}
        {...form.register(name('description'))}
      />
      <Textarea
        mt="xs"
        label={t('taskTemplates.form.checklist')}
        description={t('taskTemplates.form.checklistHint')}
        rows={2}
        error={errorOf(name('checklist'))}
        {...form.register(name('checklist'))}
      />
      <Group mt="xs" grow align="flex-start" preventGrowOverflow={false}>
        <NativeSelect
          label={t('taskTemplates.form.stage')}
          data={GROWING_STAGES.map((stage) => ({ value: stage, label: t(`crop.stages.${stage}`) }))}
          error={errorOf(name('stage'))}
          {...form.register(name('stage'))}
        />
        <FormNumberField
          control={form.control}
          name={name('dayOfStage')}
          label={t('taskTemplates.form.dayOfStage')}
          description={t('taskTemplates.form.dayOfStageHint')}
          min={1}
          max={366}
          allowDecimal={false}
          allowNegative={false}
          error={errorOf(name('dayOfStage'))}
        />
      </Group>
      <NativeSelect
        mt="xs"
        label={t('taskTemplates.form.assignee')}
        data={[
          { value: '', label: t('taskTemplates.form.nobody') },
          {
            group: t('taskTemplates.form.roles'),
            items: ROLES.map((role) => ({
              value: `role:${role}`,
              label: t('taskTemplates.role', { role: t(`roles.${role}`) }),
            })),
          },
          {
            group: t('taskTemplates.form.people'),
            items: people.map((person) => ({ value: `user:${person.id}`, label: personName(person) })),
          },
        ]}
        error={errorOf(name('assignee'))}
        {...form.register(name('assignee'))}
      />
      <Checkbox
        mt="sm"
        label={t('taskTemplates.form.requiresReview')}
        error={errorOf(name('requiresReview'))}
        {...form.register(name('requiresReview'))}
      />
    </Fieldset>
  );
}
