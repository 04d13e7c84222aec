import { AppError } from '../../lib/app-error.ts';
import { HISTORY_MAX_POINTS } from '@canopy/shared/history-steps';

export const tooManyPoints = (points: number) =>
  new AppError(
    400,
    'history.too_many_points',
    `The range holds ${points} points at this step; at most ${HISTORY_MAX_POINTS} are answered. Pick a larger step or a shorter range.`,
  );
