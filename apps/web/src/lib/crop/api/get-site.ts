import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_TIME_ZONE } from '@canopy/shared/crop';
import { siteSchema, type Site } from '@canopy/shared/schemas/site';
import { apiRequest } from '../../api-client';
import { cropKeys } from '../crop-keys';

export function getSite(): Promise<Site> {
  return apiRequest('/site', { schema: siteSchema });
}

export const siteQueryOptions = () => queryOptions({ queryKey: cropKeys.site(), queryFn: getSite });

export const useSite = () => useQuery(siteQueryOptions());

/** The zone that decides every "day"; the server's default until the site has answered. */
export function useSiteTimeZone(): string {
  return useSite().data?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
}
