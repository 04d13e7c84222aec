import type { ReactNode } from 'react';
import { Center, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { AUTOMATION_NAME_MAX, type Automation } from '@canopy/shared/schemas/automations';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormButtons } from '../../../components/ui/form-buttons';
import { useFieldError } from '../lib/field-text';
import { useChoicesReady } from '../lib/use-choices-ready';
import { useAutomationForm } from '../lib/use-automation-form';
import { ActionFields } from './action-fields';
import { ConditionFields } from './condition-fields';
import { MinutesInput } from './number-field';
import { PreviewPanel } from './preview-panel';
import { SummaryLine } from './summary-line';
import { TriggerFields } from './trigger-fields';
import { Loading } from '../../../components/ui/loading';
import { FormSwitch } from '../../../components/ui/form-toggle';

/** Creates or edits an automation (staff): trigger, conditions, actions, cooldown, its sentence and a preview. */
export function AutomationForm({
  automation,
  onClose,
}: {
  automation: Automation | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const { form, submit, formError, saving } = useAutomationForm(automation, onClose);
  const error = useFieldError(form.control);
  const phone = useMediaQuery('(max-width: 36em)');
  const fields = { control: form.control, register: form.register };
  const ready = useChoicesReady(automation);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(automation ? 'automations.form.editTitle' : 'automations.form.newTitle')}
      size="xl"
      fullScreen={phone}
    >
      {/* Mounted once the selects' options are there, so each shows the value the form holds. */}
      {ready ? (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <FormAlert>{formError}</FormAlert>
            <TextInput
              label={t('automations.form.name')}
              withAsterisk
              maxLength={AUTOMATION_NAME_MAX}
              error={error('name')}
              data-autofocus
              {...form.register('name')}
            />
            <FormSwitch control={form.control} name="enabled" label={t('automations.form.enabled')} />
            <TriggerFields {...fields} />
            <ConditionFields {...fields} />
            <ActionFields {...fields} />
            <MinutesInput
              label={t('automations.form.cooldown')}
              description={t('automations.form.cooldownHint')}
              error={error('cooldownMinutes')}
              w={{ base: '100%', sm: 240 }}
              {...form.register('cooldownMinutes', { valueAsNumber: true })}
            />
            <SummaryLine control={form.control} />
            <PreviewPanel form={form} />
            <FormButtons onCancel={onClose} saving={saving} />
          </Stack>
        </form>
      ) : (
        <Center py="xl">
          <Loading label={t('common.loading')} />
        </Center>
      )}
    </Modal>
  );
}
