import { AppError } from '../../../lib/app-error.ts';

export const profileNotFound = () =>
  new AppError(404, 'climate_profiles.not_found', 'Climate profile not found');

/** Named where it is in use, so whoever deletes it knows what to change first. */
export const profileInUse = (rooms: readonly string[], automations: readonly string[]) =>
  new AppError(
    409,
    'climate_profiles.in_use',
    'The climate profile is in use: applied to a room or named by an automation',
    {},
    [
      ...rooms.map((name) => ({ path: 'rooms', message: name })),
      ...automations.map((name) => ({ path: 'automations', message: name })),
    ],
  );

export const noController = () =>
  new AppError(409, 'rooms.no_controller', 'The room has no climate controller to apply a profile to');
