import type { DeviceFunction } from '@canopy/shared/device-commands';
import { useCallFunction } from '../../../lib/devices/api/call-function';
import { commandMessage, useCommandFeedback } from '../../../lib/devices/use-command-feedback';
import { prepareArgument } from './function-args';

/**
 * Calls one of a device's functions with the values typed for its argument: a malformed one is said
 * without a call; a call locks the buttons for a while, then says how it went.
 */
export function useSendFunction(id: string) {
  const call = useCallFunction();
  const feedback = useCommandFeedback();

  const send = (name: DeviceFunction, values: string[]) => {
    const prepared = prepareArgument(name, values);
    if (!prepared.ok) return feedback.show({ kind: 'error', key: prepared.messageKey });
    feedback.lock();
    call.mutate(
      { id, functionName: name, arg: prepared.arg },
      {
        onSuccess: (answer) => feedback.show(commandMessage(answer, null)),
        onError: (error) => feedback.show(commandMessage(null, error)),
      },
    );
  };

  return { send, message: feedback.message, locked: feedback.locked, pending: call.isPending };
}
