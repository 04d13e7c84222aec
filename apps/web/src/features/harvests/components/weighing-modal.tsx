import type { ReactNode } from 'react';
import { Checkbox, NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@canopy/shared/permissions';
import { WEIGHING_KINDS, type Harvest, type WeighingKind } from '@canopy/shared/schemas/harvests';
import { WEIGHT_UNITS, type WeightUnit } from '@canopy/shared/schemas/site';
import { WEIGHT_DECIMALS, WEIGHT_VALUE_MAX } from '@canopy/shared/weights';
import { AtField } from '../../../components/crop/at-field';
import { FormModal } from '../../../components/ui/form-modal';
import { useWeightUnit } from '../../../lib/crop/api/preferences';
import { useSession } from '../../../lib/use-session';
import { useWeighingForm } from '../lib/use-weighing-form';

export interface WeighingModalProps {
  harvest: Harvest;
  /** Also once the weighing is kept on the phone for later (no network): its card shows it waiting. */
  onClose: () => void;
}

/**
 * A weighing of the harvest: what was weighed, the weight in the unit on the scale (the reader's unit by
 * default), and when. After the close a wet weight is settled: staff cannot choose it; an admin may add
 * one anyway, ticking the override the server records.
 */
export function WeighingModal({ harvest, onClose }: WeighingModalProps): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const { draft, unit, set, submit, errorOf, saving } = useWeighingForm(harvest, useWeightUnit(), onClose);
  const closed = harvest.closedAt !== null;
  const admin = isAdmin(actor);
  return (
    <FormModal
      title={t('harvests.weigh.title')}
      onClose={onClose}
      onSubmit={submit}
      formError={errorOf('form')}
      submitLabel={t('harvests.weigh.submit')}
      saving={saving}
    >
      <Select
        label={t('harvests.weigh.kind')}
        description={closed ? t('harvests.weigh.closedNote') : undefined}
        data={WEIGHING_KINDS.map((kind) => ({
          value: kind,
          label: t(`harvests.kinds.${kind}`),
          disabled: closed && kind === 'wet' && !admin,
        }))}
        value={draft.kind}
        onChange={(value) => value && set({ kind: value as WeighingKind })}
        allowDeselect={false}
        error={errorOf('kind')}
      />
      {closed && admin && draft.kind === 'wet' ? (
        <Checkbox
          label={t('harvests.weigh.override')}
          description={t('harvests.weigh.overrideHint')}
          checked={draft.override}
          onChange={(event) => set({ override: event.currentTarget.checked })}
        />
      ) : null}
      <NumberInput
        label={t('harvests.weigh.value')}
        min={0}
        max={WEIGHT_VALUE_MAX}
        decimalScale={WEIGHT_DECIMALS}
        allowNegative={false}
        value={draft.value}
        onChange={(value) => set({ value })}
        error={errorOf('value')}
      />
      <Select
        label={t('harvests.weigh.unit')}
        data={WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`weights.units.${unit}`) }))}
        value={unit}
        onChange={(value) => value && set({ unit: value as WeightUnit })}
        allowDeselect={false}
        error={errorOf('unit')}
      />
      <AtField
        label={t('harvests.weigh.at')}
        value={draft.at}
        onChange={(at) => set({ at })}
        error={errorOf('at')}
      />
    </FormModal>
  );
}
