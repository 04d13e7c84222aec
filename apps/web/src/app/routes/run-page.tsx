import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import type { PlantGroup, Run } from '@canopy/shared/schemas/runs';
import { RunFeedingSection } from '../../features/care/care-parts';
import { HarvestButton } from '../../features/harvests/components/harvest-button';
import { HarvestsSection } from '../../features/harvests/components/harvests-section';
import { RunDetails } from '../../features/runs/components/run-details';
import { ApplyTemplate } from '../../features/tasks/components/apply-template';
import type { RunSlots } from '../../features/runs/components/run-slots';
import { useSession } from '../../lib/use-session';

/**
 * Other features' parts of a run's page: the harvests feature's Harvest button on a group and the run's
 * harvests, the care feature's feeding and plant protection, and the tasks feature's Apply template (staff).
 */
const runSlots: RunSlots = {
  groupAction: (run: Run, group: PlantGroup) => <HarvestButton run={run} group={group} />,
  section: (run: Run) => (
    <>
      <HarvestsSection harvests={run.harvests} />
      <RunFeedingSection run={run} />
      <RunTemplates runId={run._id} />
    </>
  ),
};

function RunTemplates({ runId }: { runId: string }): ReactNode {
  const { actor } = useSession();
  return actor ? <ApplyTemplate runId={runId} actor={actor} /> : null;
}

/** `/runs/{id}` (logged in). */
export function RunPage(): ReactNode {
  const { id } = useParams({ from: '/runs/$id' });
  return <RunDetails id={id} slots={runSlots} />;
}
