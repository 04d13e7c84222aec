import type { DeviceFunction } from '@canopy/shared/device-commands';
import { useCommandFeedback } from '../../../lib/devices/use-command-feedback';
import { useWaterCommand } from '../api/water-command';
import { waterCommandMessage } from './water-command-message';

/** One command control: sends, locks for 1 s, and shows its answer for 3 s. */
export function useWaterFunction(deviceId: string) {
  const command = useWaterCommand();
  const feedback = useCommandFeedback();
  return {
    locked: feedback.locked,
    pending: command.isPending,
    message: feedback.message,
    run: (functionName: DeviceFunction, arg = '') => {
      feedback.lock();
      command.mutate(
        { id: deviceId, functionName, arg },
        {
          onSuccess: (answer) => feedback.show(waterCommandMessage(answer, null)),
          onError: (error) => feedback.show(waterCommandMessage(null, error)),
        },
      );
    },
  };
}
