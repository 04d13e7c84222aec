import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import type { PlantGroup, Run } from '@canopy/shared/schemas/runs';
import { GroupCare } from '../../features/care/care-parts';
import { HarvestsSection } from '../../features/harvests/components/harvests-section';
import { harvestsOfGroup } from '../../features/harvests/lib/harvested-group';
import { GroupFloor } from '../../features/runs/components/group-floor';

/** The group's harvests on its phone page, where they are weighed: only once it has been harvested. */
function groupHarvests(run: Run, group: PlantGroup): ReactNode {
  const harvests = harvestsOfGroup(run, group._id);
  return harvests.length > 0 ? <HarvestsSection harvests={harvests} /> : null;
}

/** The care feature's Feed, Scout and Treat among the quick actions, for the room the group is in. */
function groupCare(_run: Run, group: PlantGroup): ReactNode {
  return <GroupCare roomId={group.roomId} groupId={group._id} />;
}

/** `/runs/{id}/groups/{groupId}` (logged in): what a group's QR label opens. */
export function RunGroupPage(): ReactNode {
  const { id, groupId } = useParams({ from: '/runs/$id/groups/$groupId' });
  return <GroupFloor runId={id} groupId={groupId} quickActions={groupCare} section={groupHarvests} />;
}
