import type { ReactNode } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { TaskTemplate } from '@canopy/shared/schemas/tasks';
import { TASK_TEMPLATE_STEPS_MAX } from '@canopy/shared/tasks';
import { SaveFormModal } from '../../../components/ui/form-modal';
import { emptyStep } from '../lib/template-draft';
import { useTemplateForm } from '../lib/use-template-form';
import { TemplateStepFields } from './template-step-fields';

export interface TemplateFormModalProps {
  /** The template edited; null for a new one. */
  template: TaskTemplate | null;
  onClose: () => void;
}

/** A template in a dialog: its name and its steps, added and removed here (at least one stays). */
export function TemplateFormModal({ template, onClose }: TemplateFormModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, formError, saving } = useTemplateForm(template, onClose);
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  return (
    <SaveFormModal
      title={t(template ? 'taskTemplates.form.editTitle' : 'taskTemplates.form.newTitle')}
      onClose={onClose}
      form={{ submit, formError, saving }}
    >
      <TextInput
        label={t('taskTemplates.form.name')}
        withAsterisk
        error={errorOf('name')}
        {...form.register('name')}
      />
      <Stack gap="sm" role="group" aria-label={t('taskTemplates.form.steps')}>
        {steps.fields.map((step, index) => (
          <TemplateStepFields
            key={step.id}
            form={form}
            index={index}
            errorOf={errorOf}
            onRemove={steps.fields.length > 1 ? () => steps.remove(index) : undefined}
          />
        ))}
      </Stack>
      {steps.fields.length < TASK_TEMPLATE_STEPS_MAX ? (
        <div>
          <Button variant="default" size="xs" onClick={() => steps.append(emptyStep())}>
            {t('taskTemplates.form.addStep')}
          </Button>
        </div>
      ) : null}
    </SaveFormModal>
  );
}
