import type { Harvest } from '@canopy/shared/schemas/harvests';
import type { Run } from '@canopy/shared/schemas/runs';

/**
 * The group that holds a harvest's plants: the harvested group itself, or the group its move to dry split
 * off when only some of its plants were cut (the move is dated with the harvest).
 */
function driedGroupId(run: Run, harvest: Harvest): string {
  const move = run.events.find(
    (event) => event.groupId === harvest.groupId && event.stage === 'dry' && event.at === harvest.at,
  );
  return move?.splitGroupId ?? harvest.groupId;
}

/** The harvests a group's page shows: those cut from the group and the one its plants are drying from. */
export const harvestsOfGroup = (run: Run, groupId: string): Harvest[] =>
  run.harvests.filter((harvest) => harvest.groupId === groupId || driedGroupId(run, harvest) === groupId);
