import type { ReactNode } from 'react';
import { Group, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Product } from '@canopy/shared/schemas/feeding';
import { productKindOptions } from '../../../components/feeding/feeding-options';
import { FormModal } from '../../../components/ui/form-modal';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { useProductForm } from '../lib/use-product-form';

export interface ProductFormModalProps {
  /** The product edited; null for a new one. */
  product: Product | null;
  onClose: () => void;
}

/**
 * A product in a dialog: its name, kind and active ingredient, and the intervals a treatment with it sets
 * (no field clamps what is typed: a value out of range is refused beside it, in words).
 */
export function ProductFormModal({ product, onClose }: ProductFormModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, formError, saving } = useProductForm(product, onClose);
  return (
    <FormModal
      title={t(product ? 'feedingPage.products.form.editTitle' : 'feedingPage.products.form.newTitle')}
      onClose={onClose}
      onSubmit={() => void submit()}
      formError={formError}
      submitLabel={t('common.save')}
      saving={saving}
    >
      <TextInput
        label={t('feedingPage.products.form.name')}
        withAsterisk
        error={errorOf('name')}
        {...form.register('name')}
      />
      <NativeSelect
        label={t('feedingPage.products.form.kind')}
        data={productKindOptions(t)}
        error={errorOf('kind')}
        {...form.register('kind')}
      />
      <TextInput
        label={t('feedingPage.products.form.activeIngredient')}
        error={errorOf('activeIngredient')}
        {...form.register('activeIngredient')}
      />
      <Group grow align="flex-start" preventGrowOverflow={false}>
        <FormNumberField
          control={form.control}
          name="reEntryHours"
          label={t('feedingPage.products.form.reEntryHours')}
          description={t('feedingPage.products.form.reEntryHint')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          error={errorOf('reEntryHours')}
        />
        <FormNumberField
          control={form.control}
          name="preHarvestDays"
          label={t('feedingPage.products.form.preHarvestDays')}
          description={t('feedingPage.products.form.preHarvestHint')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          error={errorOf('preHarvestDays')}
        />
      </Group>
      <Textarea
        label={t('feedingPage.products.form.notes')}
        rows={2}
        error={errorOf('notes')}
        {...form.register('notes')}
      />
    </FormModal>
  );
}
