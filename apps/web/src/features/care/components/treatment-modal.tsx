import type { ReactNode } from 'react';
import { Alert, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TREATMENT_UNITS,
  VOLUME_UNITS,
  type TreatmentMethod,
  type TreatmentUnit,
  type VolumeUnit,
} from '@canopy/shared/feeding';
import type { Product } from '@canopy/shared/schemas/feeding';
import type { Room } from '@canopy/shared/schemas/rooms';
import { AtField } from '../../../components/crop/at-field';
import { treatmentMethodOptions, unitOptions } from '../../../components/feeding/feeding-options';
import { FormModal } from '../../../components/ui/form-modal';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { useProducts } from '../../../lib/feeding/api/list-products';
import { useTreatmentForm } from '../lib/use-treatment-form';
import { productOptions, TREATMENT_KIND_ORDER } from './product-options';

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
  const { form, submit, errorOf, formError, saving } = useTreatmentForm(room, () => {
    onDone();
    onClose();
  });
  const product = products.find((candidate) => candidate._id === form.watch('productId'));
  return (
    <FormModal
      title={t('care.treat.title')}
      onClose={onClose}
      onSubmit={() => void submit()}
      formError={formError}
      submitLabel={t('care.treat.submit')}
      saving={saving}
      size="lg"
    >
      <Text size="sm">
        <bdi>{room.name}</bdi>
      </Text>
      <Controller
        control={form.control}
        name="productId"
        render={({ field }) => (
          <Select
            label={t('care.treat.product')}
            withAsterisk
            data={productOptions(t, products, TREATMENT_KIND_ORDER)}
            value={field.value}
            onChange={field.onChange}
            searchable
            error={errorOf('productId')}
          />
        )}
      />
      {product ? <Intervals product={product} /> : null}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <FormNumberField
          control={form.control}
          name="dose"
          label={t('care.treat.dose')}
          withAsterisk
          flex={1}
          decimalScale={3}
          allowNegative={false}
          error={errorOf('dose')}
        />
        <Controller
          control={form.control}
          name="unit"
          render={({ field }) => (
            <Select
              w={110}
              label={t('care.treat.unit')}
              data={unitOptions(t, TREATMENT_UNITS)}
              value={field.value}
              onChange={(value) => value && field.onChange(value as TreatmentUnit)}
              allowDeselect={false}
            />
          )}
        />
      </Group>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <FormNumberField
          control={form.control}
          name="volume"
          label={t('care.treat.volume')}
          flex={1}
          decimalScale={2}
          allowNegative={false}
          error={errorOf('volume')}
        />
        <Controller
          control={form.control}
          name="volumeUnit"
          render={({ field }) => (
            <Select
              w={110}
              label={t('care.treat.volumeUnit')}
              data={unitOptions(t, VOLUME_UNITS)}
              value={field.value}
              onChange={(value) => value && field.onChange(value as VolumeUnit)}
              allowDeselect={false}
            />
          )}
        />
      </Group>
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <Select
            label={t('care.treat.method')}
            data={treatmentMethodOptions(t)}
            value={field.value}
            onChange={(value) => value && field.onChange(value as TreatmentMethod)}
            allowDeselect={false}
            error={errorOf('method')}
          />
        )}
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
      <Controller
        control={form.control}
        name="at"
        render={({ field }) => (
          <AtField label={t('care.at')} value={field.value} onChange={field.onChange} error={errorOf('at')} />
        )}
      />
      <Textarea label={t('care.note')} rows={2} error={errorOf('note')} {...form.register('note')} />
    </FormModal>
  );
}
