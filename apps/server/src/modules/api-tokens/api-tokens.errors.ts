import { API_TOKENS_PER_USER } from '@canopy/shared/api-tokens';
import { AppError } from '../../lib/app-error.ts';

/** Someone else's token (for its owner's routes), a revoked one or none at all. */
export const apiTokenNotFound = () => new AppError(404, 'tokens.not_found', 'Token not found');

export const tooManyApiTokens = () =>
  new AppError(
    409,
    'tokens.too_many',
    `At most ${API_TOKENS_PER_USER} live tokens per user; revoke one you no longer use`,
  );
