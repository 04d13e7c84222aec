import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceKeys } from '../../../lib/devices/api/device-keys';
import { uploadWithProgress } from './upload-with-progress';

type Target = 'upload' | 'flash';
const PATHS: Record<Target, (id: string) => string> = {
  upload: (id) => `/firmware/upload/${encodeURIComponent(id)}`,
  flash: (id) => `/device/${encodeURIComponent(id)}/flash`,
};

/**
 * Sends a .bin either to storage (`upload`) or to storage and the device (`flash`), with a 0..100 progress.
 * Either way a new version is stored, and a flash lands in the device's command audit.
 */
export function useFirmwareTransfer(target: Target) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      setProgress(0);
      return uploadWithProgress(PATHS[target](id), file, { onProgress: setProgress });
    },
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deviceKeys.firmwareAll() }),
        queryClient.invalidateQueries({ queryKey: deviceKeys.commands(id) }),
      ]),
  });
  return { ...mutation, progress };
}
