import { AppError } from '../../lib/app-error.ts';

export const invalidTimeZone = (timeZone: string) =>
  new AppError(400, 'site.invalid_time_zone', 'Unknown time zone', {}, [
    { path: 'timeZone', message: `"${timeZone}" is not an IANA time zone name` },
  ]);
