import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { isAdmin } from '@canopy/shared/permissions';
import { WEIGHING_KINDS, type Harvest } from '@canopy/shared/schemas/harvests';
import { WEIGHT_UNITS, type WeightUnit } from '@canopy/shared/schemas/site';
import { WEIGHT_DECIMALS, WEIGHT_VALUE_MAX } from '@canopy/shared/weights';
import { FormAtField } from '../../../components/crop/form-at-field';
import { FormModal } from '../../../components/ui/form-modal';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { FormSelect } from '../../../components/ui/form-select';
import { useWeightUnit } from '../../../lib/crop/api/preferences';
import { useSession } from '../../../lib/use-session';
import { useWeighingForm } from '../lib/use-weighing-form';
import { FormCheckbox } from '../../../components/ui/form-toggle';

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
  const { form, unit, submit, errorOf, formError, saving } = useWeighingForm(
    harvest,
    useWeightUnit(),
    onClose,
  );
  const closed = harvest.closedAt !== null;
  const admin = isAdmin(actor);
  return (
    <FormModal
      title={t('harvests.weigh.title')}
      onClose={onClose}
      onSubmit={submit}
      formError={formError}
      submitLabel={t('harvests.weigh.submit')}
      saving={saving}
    >
      <FormSelect
        control={form.control}
        name="kind"
        label={t('harvests.weigh.kind')}
        description={closed ? t('harvests.weigh.closedNote') : undefined}
        data={WEIGHING_KINDS.map((kind) => ({
          value: kind,
          label: t(`harvests.kinds.${kind}`),
          disabled: closed && kind === 'wet' && !admin,
        }))}
        error={errorOf('kind')}
      />
      {closed && admin && form.watch('kind') === 'wet' ? (
        <FormCheckbox
          control={form.control}
          name="override"
          label={t('harvests.weigh.override')}
          description={t('harvests.weigh.overrideHint')}
        />
      ) : null}
      <FormNumberField
        control={form.control}
        name="value"
        label={t('harvests.weigh.value')}
        min={0}
        max={WEIGHT_VALUE_MAX}
        decimalScale={WEIGHT_DECIMALS}
        allowNegative={false}
        error={errorOf('value')}
      />
      <Controller
        control={form.control}
        name="unit"
        render={({ field }) => (
          // Until one is chosen the field shows the reader's unit, which is what is sent.
          <Select
            label={t('harvests.weigh.unit')}
            data={WEIGHT_UNITS.map((choice) => ({ value: choice, label: t(`weights.units.${choice}`) }))}
            value={unit}
            onChange={(value) => value && field.onChange(value as WeightUnit)}
            onBlur={field.onBlur}
            allowDeselect={false}
            error={errorOf('unit')}
          />
        )}
      />
      <FormAtField control={form.control} name="at" label={t('harvests.weigh.at')} error={errorOf('at')} />
    </FormModal>
  );
}
