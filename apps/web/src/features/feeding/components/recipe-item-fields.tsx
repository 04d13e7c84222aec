import type { ReactNode } from 'react';
import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { DOSE_UNITS } from '@canopy/shared/feeding';
import { unitOptions, type FeedingOption } from '../../../components/feeding/feeding-options';
import { FormNumberField } from '../../../components/ui/form-number-field';
import type { RecipeDraft } from '../lib/recipe-draft';

export interface RecipeItemFieldsProps {
  form: UseFormReturn<RecipeDraft>;
  index: number;
  /** The products to choose from (each with its id as value). */
  products: readonly FeedingOption<string>[];
  errorOf: (field: `items.${number}.${'productId' | 'dose' | 'unit'}`) => string | undefined;
  onRemove: () => void;
}

/** One row of a recipe: a product, its dose and the dose's unit, each field named by the row's number. */
export function RecipeItemFields({
  form,
  index,
  products,
  errorOf,
  onRemove,
}: RecipeItemFieldsProps): ReactNode {
  const { t } = useTranslation();
  const number = index + 1;
  const choose = { value: '', label: t('feedingPage.recipes.form.choose') };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect
        flex={2}
        label={t('feedingPage.recipes.form.product', { number })}
        data={[choose, ...products]}
        error={errorOf(`items.${index}.productId`)}
        {...form.register(`items.${index}.productId`)}
      />
      <FormNumberField
        flex={1}
        miw={80}
        control={form.control}
        name={`items.${index}.dose`}
        label={t('feedingPage.recipes.form.dose', { number })}
        allowNegative={false}
        decimalScale={3}
        error={errorOf(`items.${index}.dose`)}
      />
      <NativeSelect
        flex={1}
        miw={90}
        label={t('feedingPage.recipes.form.unit', { number })}
        data={[choose, ...unitOptions(t, DOSE_UNITS)]}
        error={errorOf(`items.${index}.unit`)}
        {...form.register(`items.${index}.unit`)}
      />
      <ActionIcon
        mt={26}
        variant="subtle"
        color="red"
        aria-label={t('feedingPage.recipes.form.removeItem', { number })}
        onClick={onRemove}
      >
        ×
      </ActionIcon>
    </Group>
  );
}
