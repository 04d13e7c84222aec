import { AppError } from '../../lib/app-error.ts';

export const harvestNotFound = () => new AppError(404, 'harvests.not_found', 'Harvest not found');
export const groupNotFound = () => new AppError(404, 'runs.group_not_found', 'Plant group not found');
export const notInFlower = () =>
  new AppError(409, 'harvests.not_in_flower', 'Only a flowering group with plants can be harvested');
export const harvestClosed = () =>
  new AppError(409, 'harvests.closed', 'The harvest is closed: a wet weight takes an admin’s override');
