import { queryOptions, useQuery } from '@tanstack/react-query';
import { bugSchema, type Bug } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import { bugKeys } from './bug-keys';

const bugsSchema = bugSchema.array();

/** Without `includeClosed` the server leaves closed bugs out. */
export function listBugs(includeClosed: boolean): Promise<Bug[]> {
  return apiRequest(includeClosed ? '/bugs?includeClosed=true' : '/bugs', { schema: bugsSchema });
}

export const bugsQueryOptions = (includeClosed: boolean) =>
  queryOptions({ queryKey: bugKeys.list(includeClosed), queryFn: () => listBugs(includeClosed) });

export function useBugs(includeClosed: boolean) {
  return useQuery(bugsQueryOptions(includeClosed));
}
