import type { ReactNode } from 'react';
import { NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { LOSS_REASONS, type LossReason } from '@canopy/shared/crop';
import type { PlantGroup } from '@canopy/shared/schemas/runs';
import { lossCounts } from '../lib/count-preview';
import { useLossForm } from '../lib/use-loss-form';
import { AtField } from '../../../components/crop/at-field';

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
  const { draft, set, submit, errorOf, saving } = useLossForm(runId, group, (queued) => {
    if (queued) onQueued?.();
    onClose();
  });
  const counts = lossCounts(group.plantCount, draft.count);
  return (
    <FormModal
      title={t('runs.loss.title')}
      onClose={onClose}
      onSubmit={submit}
      formError={errorOf('form')}
      submitLabel={t('runs.loss.submit')}
      saving={saving}
      submitColor="red"
    >
      <NumberInput
        label={t('runs.loss.count')}
        min={1}
        max={group.plantCount}
        allowDecimal={false}
        value={draft.count}
        onChange={(value) => set({ count: typeof value === 'number' ? value : '' })}
        error={errorOf('count')}
      />
      <Select
        label={t('runs.loss.reason')}
        data={LOSS_REASONS.map((reason) => ({ value: reason, label: t(`runs.loss.reasons.${reason}`) }))}
        value={draft.reason}
        onChange={(value) => value && set({ reason: value as LossReason })}
        allowDeselect={false}
        error={errorOf('reason')}
      />
      <AtField
        label={t('runs.loss.at')}
        value={draft.at}
        onChange={(at) => set({ at })}
        error={errorOf('at')}
      />
      <TextInput
        label={t('runs.loss.note')}
        value={draft.note}
        onChange={(event) => set({ note: event.currentTarget.value })}
        error={errorOf('note')}
      />
      {counts ? (
        <Text role="status" fw={600}>
          {t('runs.loss.preview', { count: counts.lost, left: counts.left })}
        </Text>
      ) : null}
    </FormModal>
  );
}
