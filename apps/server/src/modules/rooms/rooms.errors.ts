import { AppError } from '../../lib/app-error.ts';

export const roomNotFound = () => new AppError(404, 'rooms.not_found', 'Room not found');
export const roomNotEmpty = () =>
  new AppError(409, 'rooms.not_empty', 'The room holds plant groups: move them out first');
export const deviceNotFound = (deviceId: string) =>
  new AppError(404, 'devices.not_found', 'Device not found', {}, [
    { path: 'deviceIds', message: `No device "${deviceId}"` },
  ]);
