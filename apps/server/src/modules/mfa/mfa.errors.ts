import { AppError } from '../../lib/app-error.ts';

export const mfaAlreadyEnabled = () =>
  new AppError(409, 'mfa.already_enabled', 'Two-factor login is already on');
export const mfaNotEnabled = () => new AppError(409, 'mfa.not_enabled', 'Two-factor login is not on');
export const mfaSetupRequired = () =>
  new AppError(409, 'mfa.setup_required', 'Start the two-factor setup first');
export const mfaCodeInvalid = () => new AppError(400, 'mfa.code_invalid', 'The code is not right');
