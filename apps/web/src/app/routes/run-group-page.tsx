import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { GroupFloor } from '../../features/runs/components/group-floor';

/** `/runs/{id}/groups/{groupId}` (logged in): what a group's QR label opens. */
export function RunGroupPage(): ReactNode {
  const { id, groupId } = useParams({ from: '/runs/$id/groups/$groupId' });
  return <GroupFloor runId={id} groupId={groupId} />;
}
