import { expect } from 'vitest';
import type { Harvest, HarvestBody, WeighingBody } from '@canopy/shared/schemas/harvests';
import type { Run } from '@canopy/shared/schemas/runs';
import type { cropFixtures } from './crop-fixtures.ts';
import type { TestUser } from './test-app.ts';

type Crop = ReturnType<typeof cropFixtures>;

/** Harvests made through the API as staff would, for the harvests and yields tests. */
export function harvestFixtures(crop: Crop, staff: TestUser) {
  const ok = async <T>(method: 'POST' | 'PUT', url: string, payload: object | undefined, status: number) => {
    const response = await crop.call(staff, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  return {
    /** A run of one group per strain started in `veg`, every group moved to flower in `room` at `flippedAt`. */
    async flowering(
      groups: { strainId: string; plantCount: number; motherId?: string }[],
      places: { veg: string; room: string; startedAt: string; flippedAt: string },
    ): Promise<Run> {
      let run = await crop.run({
        startedAt: places.startedAt,
        groups: groups.map((group) => ({ ...group, roomId: places.veg, stage: 'veg' })),
      });
      for (const group of [...run.groups]) {
        run = await crop.move(run, group._id, { stage: 'flower', roomId: places.room, at: places.flippedAt });
      }
      return run;
    },
    harvest: (run: Run, body: HarvestBody) => ok<Run>('POST', `/api/runs/${run._id}/harvests`, body, 201),
    weigh: (harvestId: string, body: WeighingBody) =>
      ok<Harvest>('POST', `/api/harvests/${harvestId}/weighings`, body, 201),
    close: (harvestId: string) => ok<Harvest>('PUT', `/api/harvests/${harvestId}/close`, undefined, 200),
  };
}
