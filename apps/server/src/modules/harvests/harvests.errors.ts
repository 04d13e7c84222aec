import { AppError } from '../../lib/app-error.ts';

export const harvestNotFound = () => new AppError(404, 'harvests.not_found', 'Harvest not found');
export const groupNotFound = () => new AppError(404, 'runs.group_not_found', 'Plant group not found');
export const notInFlower = () =>
  new AppError(409, 'harvests.not_in_flower', 'Only a flowering group with plants can be harvested');
export const harvestClosed = () =>
  new AppError(409, 'harvests.closed', 'The harvest is closed: a wet weight takes an admin’s override');
/** The harvest falls inside a treatment's pre-harvest interval: which product, until when, given when. */
export const preHarvestInterval = (hold: { productName: string; harvestFrom: string; treatedAt: string }) =>
  new AppError(
    409,
    'harvests.pre_harvest_interval',
    `Inside the pre-harvest interval of ${hold.productName}: harvest from ${hold.harvestFrom}`,
    {},
    [
      { path: 'productName', message: hold.productName },
      { path: 'harvestFrom', message: hold.harvestFrom },
      { path: 'treatedAt', message: hold.treatedAt },
    ],
  );
