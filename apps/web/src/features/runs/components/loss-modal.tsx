import type { ReactNode } from 'react';
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { FormModal } from '../../../components/ui/form-modal';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { FormSelect } from '../../../components/ui/form-select';
import { LOSS_REASONS } from '@canopy/shared/crop';
import type { PlantGroup } from '@canopy/shared/schemas/runs';
import { lossCounts } from '../lib/count-preview';
import { useLossForm } from '../lib/use-loss-form';
import { FormAtField } from '../../../components/crop/form-at-field';

export interface LossModalProps {
  runId: string;
  group: PlantGroup;
  onClose: () => void;
  /** Told when the loss was kept on the phone for later (no network) instead of sent; it closes too. */
  onQueued?: () => void;
}

/** Records plants lost from a group, with a reason and what is left. */
export function LossModal({ runId, group, onClose, onQueued }: LossModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, formError, saving } = useLossForm(runId, group, (queued) => {
    if (queued) onQueued?.();
    onClose();
  });
  const counts = lossCounts(group.plantCount, form.watch('count'));
  return (
    <FormModal
      title={t('runs.loss.title')}
      onClose={onClose}
      onSubmit={submit}
      formError={formError}
      submitLabel={t('runs.loss.submit')}
      saving={saving}
      submitColor="red"
    >
      <FormNumberField
        control={form.control}
        name="count"
        label={t('runs.loss.count')}
        min={1}
        max={group.plantCount}
        allowDecimal={false}
        error={errorOf('count')}
      />
      <FormSelect
        control={form.control}
        name="reason"
        label={t('runs.loss.reason')}
        data={LOSS_REASONS.map((reason) => ({ value: reason, label: t(`runs.loss.reasons.${reason}`) }))}
        error={errorOf('reason')}
      />
      <FormAtField control={form.control} name="at" label={t('runs.loss.at')} error={errorOf('at')} />
      <TextInput label={t('runs.loss.note')} error={errorOf('note')} {...form.register('note')} />
      {counts ? (
        <Text role="status" fw={600}>
          {t('runs.loss.preview', { count: counts.lost, left: counts.left })}
        </Text>
      ) : null}
    </FormModal>
  );
}
