import { AppError } from '../../lib/app-error.ts';

export const productNotFound = () => new AppError(404, 'products.not_found', 'Product not found');
export const recipeNotFound = () => new AppError(404, 'recipes.not_found', 'Recipe not found');
export const roomEmpty = () =>
  new AppError(409, 'feeding.room_empty', 'No plant group was growing in the room then');
export const invalid = (details: { path: string; message: string }[]) =>
  new AppError(400, 'validation.failed', 'Invalid request', {}, details);
