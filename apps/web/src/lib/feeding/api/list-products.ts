import { queryOptions, useQuery } from '@tanstack/react-query';
import { productSchema, type Product } from '@canopy/shared/schemas/feeding';
import { apiRequest } from '../../api-client';
import { feedingKeys } from '../feeding-keys';

const productsSchema = productSchema.array();

/** `GET /api/products`: the products by name; `archived` adds the archived ones (hidden from new entries). */
export function listProducts(archived = false): Promise<Product[]> {
  return apiRequest(archived ? '/products?archived=true' : '/products', { schema: productsSchema });
}

export const productsQueryOptions = ({ archived = false }: { archived?: boolean } = {}) =>
  queryOptions({
    queryKey: archived ? feedingKeys.productsWithArchived() : feedingKeys.products(),
    queryFn: () => listProducts(archived),
  });

/** The products a new entry may name; `{ archived: true }`: every product, as the /feeding table shows. */
export const useProducts = (options?: { archived?: boolean }) => useQuery(productsQueryOptions(options));
