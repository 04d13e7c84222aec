/**
 * The crop's fixed keys (DESIGN section 20). Computation reads only these keys; the words a person sees
 * come from the five catalogs.
 */
export const ROOM_KINDS = ['mother', 'propagation', 'veg', 'flower', 'dry', 'cure', 'other'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** The stages a run's plants pass through, in order, then `done`; `lost` is a whole group lost. */
export const GROWING_STAGES = ['propagation', 'veg', 'flower', 'dry', 'cure'] as const;
export type GrowingStage = (typeof GROWING_STAGES)[number];
export const STAGES = [...GROWING_STAGES, 'done', 'lost'] as const;
export type Stage = (typeof STAGES)[number];

export const RUN_STATES = ['active', 'harvested', 'closed', 'abandoned'] as const;
export type RunState = (typeof RUN_STATES)[number];

export const LOSS_REASONS = ['died', 'culled', 'hermaphrodite', 'pest', 'disease', 'other'] as const;
export type LossReason = (typeof LOSS_REASONS)[number];

/** Planned days per growing stage of a new run when none are given. */
export const DEFAULT_PLANNED_DAYS: Readonly<Record<GrowingStage, number>> = {
  propagation: 14,
  veg: 28,
  flower: 63,
  dry: 10,
  cure: 21,
};

/** The stage after `stage` in the usual order (`cure` is followed by `done`); null for `done` and `lost`. */
export function nextStage(stage: Stage): Stage | null {
  if (stage === 'done' || stage === 'lost') return null;
  const index = GROWING_STAGES.indexOf(stage);
  return index === GROWING_STAGES.length - 1 ? 'done' : GROWING_STAGES[index + 1]!;
}

export const isGrowingStage = (stage: Stage): stage is GrowingStage =>
  (GROWING_STAGES as readonly string[]).includes(stage);

/** The site time zone of a new database (DESIGN Part III). */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Jerusalem';
