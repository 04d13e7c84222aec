import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';
import { listOf } from './device-schemas';

/** One row of the device command audit (DESIGN section 6): who, when, function, argument, result. */
export const commandLogEntrySchema = z.object({
  _id: z.string(),
  userId: z.string().nullish(),
  userEmail: z.string().nullish(),
  functionName: z.string(),
  arg: z.string().nullish(),
  return_value: z.number().nullish(),
  error: z.string().nullish(),
  createdAt: z.string(),
});
export type CommandLogEntry = z.infer<typeof commandLogEntrySchema>;

export function getCommandLog(id: string): Promise<CommandLogEntry[]> {
  return apiRequest(`/device/${encodeURIComponent(id)}/commands`, { schema: listOf(commandLogEntrySchema) });
}

export const useCommandLog = (id: string) =>
  useQuery({
    queryKey: deviceKeys.commands(id),
    queryFn: () => getCommandLog(id),
    refetchInterval: DEVICE_POLL_MS,
  });
