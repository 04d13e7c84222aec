import type { QueryClient } from '@tanstack/react-query';
import type { Harvest } from '@canopy/shared/schemas/harvests';
import type { Run } from '@canopy/shared/schemas/runs';
import { cropKeys } from '../../../lib/crop/crop-keys';

/**
 * A weighing, a close or a note answers the harvest: it replaces its copy among the run's harvests at once,
 * on the run page and the group page alike (both read the run's query).
 */
export function putHarvest(queryClient: QueryClient, harvest: Harvest): void {
  queryClient.setQueryData<Run>(cropKeys.run(harvest.runId), (run) =>
    run ? { ...run, harvests: run.harvests.map((one) => (one._id === harvest._id ? harvest : one)) } : run,
  );
}
