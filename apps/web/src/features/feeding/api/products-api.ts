import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productSchema, type Product, type ProductBody } from '@canopy/shared/schemas/feeding';
import { apiRequest } from '../../../lib/api-client';
import { listProducts } from '../../../lib/feeding/api/list-products';
import { feedingKeys } from '../../../lib/feeding/feeding-keys';
import { deleteOrArchive, type DeleteOutcome } from './delete-or-archive';

const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

export type SaveProductInput = { id: string | null; body: ProductBody };

/** `POST /api/products` for a new product, `PUT /api/products/{id}` to replace one (staff). */
export function saveProduct({ id, body }: SaveProductInput): Promise<Product> {
  return id === null
    ? apiRequest('/products', { method: 'POST', body, schema: productSchema })
    : apiRequest(productPath(id), { method: 'PUT', body, schema: productSchema });
}

/** `DELETE /api/products/{id}` (staff): a product recipes or records name is archived instead. */
export const deleteProduct = (id: string): Promise<DeleteOutcome> =>
  deleteOrArchive(productPath(id), id, () => listProducts(true));

function useProductMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Recipes show their products' names, so they are read again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedingKeys.products() }),
        queryClient.invalidateQueries({ queryKey: feedingKeys.recipes() }),
      ]),
  });
}

export const useSaveProduct = () => useProductMutation(saveProduct);
export const useDeleteProduct = () => useProductMutation(deleteProduct);
