import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cropKeys } from '../../../lib/crop/crop-keys';
import { deviceKeys } from '../../../lib/devices/api/device-keys';

/** Rooms change what devices show (their room) and what runs name, so both refetch after a write. */
export function useRoomWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cropKeys.all }),
        queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
      ]),
  });
}
