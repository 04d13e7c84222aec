import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteSchema, type Site, type SiteBody } from '@canopy/shared/schemas/site';
import { apiRequest } from '../../../lib/api-client';
import { cropKeys } from '../../../lib/crop/crop-keys';

/** `PUT /api/site` (admin): a new zone changes every day shown, so the whole crop refetches. */
export function updateSite(body: SiteBody): Promise<Site> {
  return apiRequest('/site', { method: 'PUT', body, schema: siteSchema });
}

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: (site) => {
      queryClient.setQueryData(cropKeys.site(), site);
      return queryClient.invalidateQueries({ queryKey: cropKeys.all });
    },
  });
}
