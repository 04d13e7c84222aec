import { useQuery } from '@tanstack/react-query';
import type { AlertDeviceType } from '@canopy/shared/alerts';
import { listAllDevices } from '../../../lib/devices/api/list-all-devices';
import { ruleKeys } from './alert-rule-keys';

export interface RuleDevice {
  id: string;
  name: string;
  type: AlertDeviceType;
}

/** Every device a rule can watch, by type, with display names: the three device lists read together. */
export async function listRuleDevices(): Promise<RuleDevice[]> {
  return (await listAllDevices()).map(({ id, name, kind }) => ({ id, name, type: kind }));
}

/** The device pickers' choices. */
export const useRuleDevices = () =>
  useQuery({ queryKey: ruleKeys.devices(), queryFn: listRuleDevices, staleTime: 60_000 });
