import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { canManageClimateProfiles } from '@canopy/shared/permissions';
import { ClimateProfilesPanel } from '../../features/climate-profiles/components/climate-profiles-panel';
import { useSession } from '../../lib/use-session';

/** `/climate-profiles` (logged in): stage climate profiles, kept by staff. */
export function ClimateProfilesPage(): ReactNode {
  const { actor } = useSession();
  return (
    <Box maw={1000} mx="auto">
      <ClimateProfilesPanel staff={canManageClimateProfiles(actor)} />
    </Box>
  );
}
