import { isAdmin } from '@canopy/shared/permissions';
import type { Automation } from '@canopy/shared/schemas/automations';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useSession } from '../../../lib/use-session';
import { useAutomationDevices } from '../api/list-automation-devices';
import { useClimateProfiles } from '../api/list-climate-profiles';
import { usePeople } from '../api/list-people';
import { useTaskTemplates } from '../api/list-task-templates';
import { useWebhooks } from '../api/list-webhooks';

/**
 * Whether the lists the form's selects choose from have arrived. The selects are native ones registered
 * with the form: mounted before their options exist, an edited automation's device, room or profile would
 * show "Choose..." although the form holds it.
 */
export function useChoicesReady(automation: Automation | null): boolean {
  const { actor } = useSession();
  const webhooks = automation?.actions.some((action) => action.type === 'webhook') ?? false;
  const lists = [
    useAutomationDevices(),
    useRooms(),
    useClimateProfiles(),
    usePeople(),
    useTaskTemplates(),
    useWebhooks(isAdmin(actor) && webhooks),
  ];
  return lists.every((list) => !list.isLoading);
}
