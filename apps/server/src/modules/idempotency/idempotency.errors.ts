import { AppError, validationFailed } from '../../lib/app-error.ts';

export const invalidIdempotencyKey = () =>
  validationFailed('headers.idempotency-key', 'Idempotency-Key must be a UUID');

export const idempotencyKeyReused = () =>
  new AppError(
    422,
    'idempotency.key_reused',
    'This Idempotency-Key was already used for a different request',
  );

export const idempotencyInProgress = () =>
  new AppError(
    409,
    'idempotency.in_progress',
    'A request with this Idempotency-Key is still running; try again shortly',
    { 'retry-after': '1' },
  );
