import { AppError, validationFailed } from '../../lib/app-error.ts';

export const alertNotFound = () => new AppError(404, 'alerts.not_found', 'Alert not found');
export const ruleNotFound = () => new AppError(404, 'alerts.rule_not_found', 'Alert rule not found');
export const alreadyResolved = () =>
  new AppError(409, 'alerts.already_resolved', 'This alert is already resolved');
/** A rule that fails a check only the database can make (its device's type). */
export const invalidRule = validationFailed;
