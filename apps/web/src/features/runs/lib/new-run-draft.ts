import { DEFAULT_PLANNED_DAYS, GROWING_STAGES, type GrowingStage } from '@canopy/shared/crop';
import type { CreateRunBody } from '@canopy/shared/schemas/runs';
import { fromLocalInput, toLocalInput } from '../../../lib/crop/local-time-input';

/** One group of a new run as the form holds it: no choice yet is null, an emptied count NaN. */
export interface GroupDraft {
  strainId: string | null;
  plantCount: number;
  roomId: string | null;
  stage: GrowingStage;
  cuttingIds: string[];
}

export interface NewRunDraft {
  name: string;
  /** An `<input type="datetime-local">` value in the browser's zone. */
  startedAt: string;
  /** An emptied stage is NaN. */
  plannedDays: Record<GrowingStage, number>;
  groups: GroupDraft[];
}

export const newGroupDraft = (): GroupDraft => ({
  strainId: null,
  plantCount: Number.NaN,
  roomId: null,
  stage: 'propagation',
  cuttingIds: [],
});

export const newRunDraft = (now: Date): NewRunDraft => ({
  name: '',
  startedAt: toLocalInput(now),
  plannedDays: { ...DEFAULT_PLANNED_DAYS },
  groups: [newGroupDraft()],
});

/**
 * The body `POST /api/runs` takes. Empty fields go as values the schema refuses (never as defaults), so
 * the form shows "required" beside them rather than sending something nobody typed.
 */
export function newRunBody(draft: NewRunDraft): CreateRunBody {
  const name = draft.name.trim();
  return {
    ...(name && { name }),
    startedAt: fromLocalInput(draft.startedAt) ?? '',
    plannedDays: Object.fromEntries(
      GROWING_STAGES.map((stage) => [stage, draft.plannedDays[stage]]),
    ) as CreateRunBody['plannedDays'],
    groups: draft.groups.map((group) => ({
      strainId: group.strainId ?? '',
      plantCount: group.plantCount,
      roomId: group.roomId ?? '',
      stage: group.stage,
      cuttingIds: group.cuttingIds,
    })),
  };
}
