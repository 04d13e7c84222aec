import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertDeviceType } from '@canopy/shared/alerts';
import {
  alertRuleListSchema,
  alertRuleSchema,
  rulePreviewSchema,
  type AlertRule,
  type AlertRuleInput,
  type RulePreview,
} from '@canopy/shared/schemas/alerts';
import { climateListItemsSchema, soilDeviceListSchema } from '@canopy/shared/schemas/devices';
import { waterDeviceListSchema } from '@canopy/shared/schemas/water';
import { apiRequest } from '../../../lib/api-client';
import { displayName } from '../../../lib/devices/device-name';

export const ruleKeys = {
  all: ['alert-rules'] as const,
  list: () => [...ruleKeys.all, 'list'] as const,
  devices: () => [...ruleKeys.all, 'devices'] as const,
};

export const useAlertRules = () =>
  useQuery({
    queryKey: ruleKeys.list(),
    queryFn: () => apiRequest('/alert-rules', { schema: alertRuleListSchema }),
  });

/** Creates a rule, or replaces the whole rule with `id`. */
export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rule }: { id: string | null; rule: AlertRuleInput }): Promise<AlertRule> =>
      apiRequest(id ? `/alert-rules/${encodeURIComponent(id)}` : '/alert-rules', {
        method: id ? 'PUT' : 'POST',
        body: rule,
        schema: alertRuleSchema,
      }),
    // Saving a rule may open or resolve alerts at once.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['alerts'] }),
      ]),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/alert-rules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['alerts'] }),
      ]),
  });
}

/** Which devices the rule as typed would flag right now. */
export const usePreviewRule = () =>
  useMutation({
    mutationFn: (rule: AlertRuleInput): Promise<RulePreview> =>
      apiRequest('/alert-rules/preview', { method: 'POST', body: rule, schema: rulePreviewSchema }),
  });

export interface RuleDevice {
  id: string;
  name: string;
  type: AlertDeviceType;
}

/** As the devices page shows it (spaces for underscores), or the id for a device without a name. */
const named = (name: string, id: string) => displayName(name.trim()) || id;

/** Every device a rule can watch, by type, for the device pickers, with display names. */
export const useRuleDevices = () =>
  useQuery({
    queryKey: ruleKeys.devices(),
    queryFn: async (): Promise<RuleDevice[]> => {
      const [climate, soil, water] = await Promise.all([
        apiRequest('/devices/particle', { schema: climateListItemsSchema }),
        apiRequest('/sensor-data/soil7in1/devices', { schema: soilDeviceListSchema }),
        apiRequest('/water-in-out/devices', { schema: waterDeviceListSchema }),
      ]);
      return [
        ...climate.map((d) => ({
          id: d.id.toLowerCase(),
          name: named(d.customName || d.name, d.id),
          type: 'climate' as const,
        })),
        ...soil.map((d) => ({
          id: d.deviceId.toLowerCase(),
          name: named(d.name, d.deviceId),
          type: 'soil' as const,
        })),
        ...water.map((d) => ({
          id: d.deviceId.toLowerCase(),
          name: named(d.name, d.deviceId),
          type: 'water' as const,
        })),
      ];
    },
    staleTime: 60_000,
  });
