import { useQuery } from '@tanstack/react-query';
import { listAllDevices } from '../../../lib/devices/api/list-all-devices';
import { automationKeys } from './automation-keys';

/** Every device an automation may watch or command, with the name the devices page shows. */
export const useAutomationDevices = () =>
  useQuery({
    queryKey: automationKeys.choices('devices'),
    queryFn: listAllDevices,
    staleTime: 60_000,
  });
