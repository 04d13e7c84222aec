import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import type { PlantGroup, Run } from '@canopy/shared/schemas/runs';
import { HarvestButton } from '../../features/harvests/components/harvest-button';
import { HarvestsSection } from '../../features/harvests/components/harvests-section';
import { RunDetails } from '../../features/runs/components/run-details';
import type { RunSlots } from '../../features/runs/components/run-slots';

/** The harvests feature's parts of a run's page: its group's Harvest button and the run's harvests. */
const harvestSlots: RunSlots = {
  groupAction: (run: Run, group: PlantGroup) => <HarvestButton run={run} group={group} />,
  section: (run: Run) => <HarvestsSection harvests={run.harvests} />,
};

/** `/runs/{id}` (logged in). */
export function RunPage(): ReactNode {
  const { id } = useParams({ from: '/runs/$id' });
  return <RunDetails id={id} slots={harvestSlots} />;
}
