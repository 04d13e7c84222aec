import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@canopy/shared/schemas/feeding';
import { useSaveRecipe } from '../api/recipes-api';
import { draftFieldText, placeRefusal } from './draft-check';
import {
  RECIPE_FIELDS,
  RECIPE_LIMITS,
  recipeBodyOf,
  recipeDraftOf,
  recipeDraftSchema,
  type RecipeDraft,
} from './recipe-draft';

/**
 * The recipe form (a new one when `recipe` is null): checked by the server's schema before any call (a
 * dose without its unit, an EC above 20 are refused beside their field); a refusal keeps what was typed.
 */
export function useRecipeForm(recipe: Recipe | null, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<RecipeDraft>({
    resolver: zodResolver(recipeDraftSchema),
    defaultValues: recipeDraftOf(recipe),
  });
  const save = useSaveRecipe();
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((draft) => {
    setFormError(undefined);
    save.mutate(
      { id: recipe?._id ?? null, body: recipeBodyOf(draft) },
      {
        onSuccess: onSaved,
        onError: (error) => setFormError(placeRefusal(t, form, error, RECIPE_FIELDS)),
      },
    );
  });

  /** A field's message; `items.2.dose` names its range as `dose` does. */
  const errorOf = (field: Path<RecipeDraft>): string | undefined =>
    draftFieldText(t, form.getFieldState(field, form.formState).error?.message, {
      max: RECIPE_LIMITS[field.split('.').at(-1) ?? ''] ?? 0,
    });

  return { form, submit, errorOf, formError, saving: save.isPending };
}
