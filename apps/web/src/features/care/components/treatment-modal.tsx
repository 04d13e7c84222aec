import type { ReactNode } from 'react';
import { Alert, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { TREATMENT_UNITS, VOLUME_UNITS } from '@canopy/shared/feeding';
import type { Product } from '@canopy/shared/schemas/feeding';
import type { Room } from '@canopy/shared/schemas/rooms';
import { treatmentMethodOptions } from '../../../components/feeding/feeding-options';
import { FormSelect } from '../../../components/ui/form-select';
import { useProducts } from '../../../lib/feeding/api/list-products';
import { useTreatmentForm } from '../lib/use-treatment-form';
import { AmountField } from './amount-field';
import { productOptions, TREATMENT_KIND_ORDER } from './product-options';
import { RoomEntryModal } from './room-entry-modal';

export interface TreatmentModalProps {
  room: Room;
  onClose: () => void;
  /** Told once the treatment is recorded; it closes too. */
  onDone: () => void;
}

/** What the chosen product's intervals will mean, said before the treatment is sent. */
function Intervals({ product }: { product: Product }): ReactNode {
  const { t } = useTranslation();
  const none = product.reEntryHours === 0 && product.preHarvestDays === 0;
  return (
    <Alert color={none ? 'gray' : 'orange'} role="status" title={t('care.treat.intervals')}>
      {none ? (
        t('care.treat.noIntervals')
      ) : (
        <>
          {product.reEntryHours > 0 ? (
            <Text size="sm">{t('care.treat.reEntryHours', { count: product.reEntryHours })}</Text>
          ) : null}
          {product.preHarvestDays > 0 ? (
            <Text size="sm">{t('care.treat.preHarvestDays', { count: product.preHarvestDays })}</Text>
          ) : null}
        </>
      )}
    </Alert>
  );
}

/**
 * A treatment of the room (staff): the product (pesticides, biologicals and others first), its dose, the
 * spray volume if any, how it was applied, on what, by whom. The product's re-entry and pre-harvest
 * intervals are shown as soon as it is chosen.
 */
export function TreatmentModal({ room, onClose, onDone }: TreatmentModalProps): ReactNode {
  const { t } = useTranslation();
  const products = useProducts().data ?? [];
  const { form, submit, errorOf, entryFields, formError, saving } = useTreatmentForm(room, () => {
    onDone();
    onClose();
  });
  const product = products.find((candidate) => candidate._id === form.watch('productId'));
  return (
    <RoomEntryModal
      room={room}
      title={t('care.treat.title')}
      submitLabel={t('care.treat.submit')}
      onClose={onClose}
      onSubmit={() => void submit()}
      formError={formError}
      saving={saving}
      entryFields={entryFields}
    >
      <FormSelect
        control={form.control}
        name="productId"
        label={t('care.treat.product')}
        withAsterisk
        data={productOptions(t, products, TREATMENT_KIND_ORDER)}
        searchable
        error={errorOf('productId')}
      />
      {product ? <Intervals product={product} /> : null}
      <AmountField
        control={form.control}
        name="dose"
        unitName="unit"
        label={t('care.treat.dose')}
        unitLabel={t('care.treat.unit')}
        units={TREATMENT_UNITS}
        decimalScale={3}
        withAsterisk
        error={errorOf('dose')}
      />
      <AmountField
        control={form.control}
        name="volume"
        unitName="volumeUnit"
        label={t('care.treat.volume')}
        unitLabel={t('care.treat.volumeUnit')}
        units={VOLUME_UNITS}
        decimalScale={2}
        error={errorOf('volume')}
      />
      <FormSelect
        control={form.control}
        name="method"
        label={t('care.treat.method')}
        data={treatmentMethodOptions(t)}
        error={errorOf('method')}
      />
      <TextInput
        label={t('care.treat.target')}
        description={t('care.treat.targetHint')}
        error={errorOf('target')}
        {...form.register('target')}
      />
      <TextInput
        label={t('care.treat.applicator')}
        error={errorOf('applicator')}
        {...form.register('applicator')}
      />
    </RoomEntryModal>
  );
}
