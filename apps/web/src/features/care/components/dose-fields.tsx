import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Input, Stack } from '@mantine/core';
import { type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { DOSE_UNITS, RECIPE_ITEMS_MAX } from '@canopy/shared/feeding';
import type { FeedBody, Product } from '@canopy/shared/schemas/feeding';
import { unitOptions } from '../../../components/feeding/feeding-options';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { FormSelect } from '../../../components/ui/form-select';
import type { FeedDraft } from '../lib/feed-draft';
import { FEED_KIND_ORDER, productOptions } from './product-options';

export interface DoseFieldsProps {
  form: UseFormReturn<FeedDraft, unknown, FeedBody>;
  items: UseFieldArrayReturn<FeedDraft, 'items'>;
  products: readonly Product[];
  errorOf: (field: string) => string | undefined;
}

/** The feed's products, one row each (product, dose, unit), as the recipe gave them or changed. */
export function DoseFields({ form, items, products, errorOf }: DoseFieldsProps): ReactNode {
  const { t } = useTranslation();
  const options = productOptions(t, products, FEED_KIND_ORDER);
  const { fields, append, remove } = items;
  return (
    <Input.Wrapper label={t('care.feed.items')} error={errorOf('items')}>
      <Stack gap="xs" mt={4}>
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <Group key={field.id} gap="xs" align="flex-start" wrap="wrap">
              <FormSelect
                control={form.control}
                name={`items.${index}.productId`}
                flex="1 1 160px"
                label={t('care.feed.product', { number })}
                data={options}
                searchable
                error={errorOf(`items.${index}.productId`)}
              />
              <FormNumberField
                control={form.control}
                name={`items.${index}.dose`}
                label={t('care.feed.dose', { number })}
                w={100}
                decimalScale={3}
                allowNegative={false}
                error={errorOf(`items.${index}.dose`)}
              />
              <FormSelect
                control={form.control}
                name={`items.${index}.unit`}
                w={100}
                label={t('care.feed.unit', { number })}
                data={unitOptions(t, DOSE_UNITS)}
                error={errorOf(`items.${index}.unit`)}
              />
              <ActionIcon
                variant="default"
                size="lg"
                mt={25}
                aria-label={t('care.feed.removeItem', { number })}
                onClick={() => remove(index)}
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
        {fields.length < RECIPE_ITEMS_MAX ? (
          <div>
            <Button
              variant="default"
              size="xs"
              onClick={() => append({ productId: null, dose: Number.NaN, unit: 'ml/L' })}
            >
              {t('care.feed.addItem')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
