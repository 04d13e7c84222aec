import type { ReactNode } from 'react';
import { Button, Checkbox, Fieldset, Group, NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { GROWING_STAGES } from '@canopy/shared/crop';
import { RECIPE_ITEMS_MAX } from '@canopy/shared/feeding';
import type { Recipe } from '@canopy/shared/schemas/feeding';
import { SaveFormModal } from '../../../components/ui/form-modal';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { useProducts } from '../../../lib/feeding/api/list-products';
import { emptyItem } from '../lib/recipe-draft';
import { useRecipeForm } from '../lib/use-recipe-form';
import { RecipeItemFields } from './recipe-item-fields';

export interface RecipeFormModalProps {
  /** The recipe edited; null for a new one. */
  recipe: Recipe | null;
  onClose: () => void;
}

/**
 * A recipe in a dialog: its name, the stage and week it is for, its products' doses (rows added and
 * removed here) and its target EC and pH. An archived product stays offered only in a row that names it,
 * so the server's refusal of it shows there.
 */
export function RecipeFormModal({ recipe, onClose }: RecipeFormModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, formError, saving } = useRecipeForm(recipe, onClose);
  const items = useFieldArray({ control: form.control, name: 'items' });
  const all = useProducts({ archived: true }).data ?? [];
  const named = new Set(recipe?.items.map((item) => item.productId));
  const products = all
    .filter((product) => product.archivedAt === null || named.has(product._id))
    .map((product) => ({
      value: product._id,
      label: product.archivedAt === null ? product.name : `${product.name} (${t('feedingPage.archived')})`,
    }));
  return (
    <SaveFormModal
      title={t(recipe ? 'feedingPage.recipes.form.editTitle' : 'feedingPage.recipes.form.newTitle')}
      onClose={onClose}
      form={{ submit, formError, saving }}
    >
      <TextInput
        label={t('feedingPage.recipes.form.name')}
        withAsterisk
        error={errorOf('name')}
        {...form.register('name')}
      />
      <Group grow align="flex-start" preventGrowOverflow={false}>
        <NativeSelect
          label={t('feedingPage.recipes.form.stage')}
          data={GROWING_STAGES.map((stage) => ({ value: stage, label: t(`crop.stages.${stage}`) }))}
          error={errorOf('stage')}
          {...form.register('stage')}
        />
        <FormNumberField
          control={form.control}
          name="week"
          label={t('feedingPage.recipes.form.week')}
          description={t('feedingPage.recipes.form.weekHint')}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          error={errorOf('week')}
        />
      </Group>
      <Fieldset legend={t('feedingPage.recipes.form.items')}>
        {products.length === 0 ? (
          <Text size="sm" c="dimmed" mb="xs">
            {t('feedingPage.recipes.form.noProducts')}
          </Text>
        ) : null}
        {items.fields.map((item, index) => (
          <RecipeItemFields
            key={item.id}
            form={form}
            index={index}
            products={products}
            errorOf={errorOf}
            onRemove={() => items.remove(index)}
          />
        ))}
        {items.fields.length < RECIPE_ITEMS_MAX ? (
          <Button mt="xs" variant="default" size="xs" onClick={() => items.append(emptyItem())}>
            {t('feedingPage.recipes.form.addItem')}
          </Button>
        ) : null}
      </Fieldset>
      <Group grow align="flex-start" preventGrowOverflow={false}>
        <FormNumberField
          control={form.control}
          name="targetEc"
          label={t('feedingPage.recipes.form.targetEc')}
          allowNegative={false}
          decimalScale={2}
          error={errorOf('targetEc')}
        />
        <FormNumberField
          control={form.control}
          name="targetPh"
          label={t('feedingPage.recipes.form.targetPh')}
          allowNegative={false}
          decimalScale={2}
          error={errorOf('targetPh')}
        />
      </Group>
      <Textarea
        label={t('feedingPage.recipes.form.notes')}
        rows={2}
        error={errorOf('notes')}
        {...form.register('notes')}
      />
      {recipe ? (
        <Checkbox label={t('feedingPage.recipes.form.archived')} {...form.register('archived')} />
      ) : null}
    </SaveFormModal>
  );
}
