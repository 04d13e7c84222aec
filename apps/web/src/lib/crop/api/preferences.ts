import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  preferencesSchema,
  type Preferences,
  type PreferencesBody,
} from '@canopy/shared/schemas/preferences';
import type { WeightUnit } from '@canopy/shared/schemas/site';
import { apiRequest } from '../../api-client';
import { cropKeys } from '../crop-keys';

/** `GET /api/me/preferences`: one's own choices and the unit weights show in (one's own, else the site's). */
export function getPreferences(): Promise<Preferences> {
  return apiRequest('/me/preferences', { schema: preferencesSchema });
}

export const usePreferences = () => useQuery({ queryKey: cropKeys.preferences(), queryFn: getPreferences });

/** The unit this reader's weights show in; grams until the server has answered. */
export function useWeightUnit(): WeightUnit {
  return usePreferences().data?.effectiveWeightUnit ?? 'g';
}

/** `PUT /api/me/preferences`: a unit of one's own, or null to follow the site's again. */
export function updatePreferences(body: PreferencesBody): Promise<Preferences> {
  return apiRequest('/me/preferences', { method: 'PUT', body, schema: preferencesSchema });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(cropKeys.preferences(), preferences),
  });
}
