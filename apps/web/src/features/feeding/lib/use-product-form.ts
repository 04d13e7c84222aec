import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@canopy/shared/schemas/feeding';
import { useSaveProduct } from '../api/products-api';
import { draftFieldText, placeRefusal } from './draft-check';
import {
  PRODUCT_FIELDS,
  PRODUCT_LIMITS,
  productBodyOf,
  productDraftOf,
  productDraftSchema,
  type ProductDraft,
} from './product-draft';

/**
 * The product form (a new one when `product` is null): checked by the server's schema before any call; a
 * refusal's details beside their fields, anything else above the form, and what was typed stays.
 */
export function useProductForm(product: Product | null, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<ProductDraft>({
    resolver: zodResolver(productDraftSchema),
    defaultValues: productDraftOf(product),
  });
  const save = useSaveProduct();
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit((draft) => {
    setFormError(undefined);
    save.mutate(
      {
        id: product?._id ?? null,
        body: productBodyOf(draft, product !== null && product.archivedAt !== null),
      },
      {
        onSuccess: onSaved,
        onError: (error) => setFormError(placeRefusal(t, form, error, PRODUCT_FIELDS)),
      },
    );
  });

  const errorOf = (field: Path<ProductDraft>): string | undefined =>
    draftFieldText(t, form.getFieldState(field, form.formState).error?.message, {
      max: PRODUCT_LIMITS[field as keyof typeof PRODUCT_LIMITS] ?? 0,
    });

  return { form, submit, errorOf, formError, saving: save.isPending };
}
