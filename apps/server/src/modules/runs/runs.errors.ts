import { AppError } from '../../lib/app-error.ts';

type Details = { path: string; message: string }[];

export const runNotFound = () => new AppError(404, 'runs.not_found', 'Run not found');
export const groupNotFound = () => new AppError(404, 'runs.group_not_found', 'Plant group not found');
export const eventNotFound = () => new AppError(404, 'runs.event_not_found', 'Stage event not found');
export const photoNotFound = () => new AppError(404, 'runs.photo_not_found', 'Photo not found');
export const codeTaken = () =>
  new AppError(409, 'runs.code_taken', 'Another run has this code', {}, [
    { path: 'code', message: 'already taken' },
  ]);
export const eventOutOfOrder = (path: string, message: string) =>
  new AppError(400, 'runs.event_out_of_order', 'The date is in the future or before the previous event', {}, [
    { path, message },
  ]);
export const eventNotLatest = (message = "Only a group's latest event can be undone") =>
  new AppError(409, 'runs.event_not_latest', message);
export const notEnoughPlants = (path: string, held: number) =>
  new AppError(400, 'runs.not_enough_plants', 'The group holds fewer plants', {}, [
    { path, message: `the group holds ${held}` },
  ]);
export const groupClosed = () =>
  new AppError(409, 'runs.group_closed', 'The group has no plants left to move');
export const strainNotFound = (path: string) =>
  new AppError(404, 'strains.not_found', 'Strain not found', {}, [{ path, message: 'no such strain' }]);
export const roomNotFound = (path: string) =>
  new AppError(404, 'rooms.not_found', 'Room not found', {}, [{ path, message: 'no such room' }]);
export const cuttingNotFound = (path: string) =>
  new AppError(404, 'cuttings.not_found', 'Cutting not found', {}, [{ path, message: 'no such cutting' }]);
export const invalid = (details: Details) =>
  new AppError(400, 'validation.failed', 'Invalid request', {}, details);
