import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { fieldText } from '../../../lib/feeding/form-messages';
import { placeRefusal } from '../../../lib/feeding/place-refusal';

/** A save of a new record (`id` null) or of one that exists, as the products' and recipes' mutations take it. */
interface Save<Body> {
  mutate: (
    input: { id: string | null; body: Body },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

export interface DraftFormOptions<Draft extends FieldValues, Body> {
  /** The draft checked as the body it becomes (`draftSchema`). */
  schema: z.ZodType<Draft, Draft>;
  draft: Draft;
  /** The record edited; null for a new one. */
  id: string | null;
  bodyOf: (draft: Draft) => Body;
  save: Save<Body>;
  /** The draft's fields a refusal's details may name. */
  fields: readonly string[];
  /** The maxima the fields' range messages name, by field (`items.2.dose` is `dose`). */
  limits: Partial<Record<string, number>>;
  onSaved: () => void;
}

/**
 * A /feeding form (a product, a recipe): checked by the server's schema before any call; a refusal's
 * details beside their fields, anything else above the form, and what was typed stays.
 */
export function useDraftForm<Draft extends FieldValues, Body>({
  schema,
  draft,
  id,
  bodyOf,
  save,
  fields,
  limits,
  onSaved,
}: DraftFormOptions<Draft, Body>) {
  const { t } = useTranslation();
  const form = useForm<Draft>({
    resolver: zodResolver(schema),
    defaultValues: draft as DefaultValues<Draft>,
  });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    save.mutate(
      { id, body: bodyOf(values) },
      { onSuccess: onSaved, onError: (error) => setFormError(placeRefusal(t, form, error, fields)) },
    );
  });

  const errorOf = (field: Path<Draft>): string | undefined =>
    fieldText(t, form.getFieldState(field, form.formState).error?.message, {
      max: limits[field.split('.').at(-1) ?? ''] ?? 0,
    });

  return { form, submit, errorOf, formError, saving: save.isPending };
}
