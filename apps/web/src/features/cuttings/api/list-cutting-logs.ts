import { useQuery } from '@tanstack/react-query';
import { cuttingLogEntrySchema, type CuttingLogEntry } from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

const logEntriesSchema = cuttingLogEntrySchema.array();

/** The transplant/treatment/move history, newest first whatever order the server sends. */
export async function listCuttingLogs(id: string): Promise<CuttingLogEntry[]> {
  const entries = await apiRequest(`/admin/${encodeURIComponent(id)}/logs`, { schema: logEntriesSchema });
  return [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useCuttingLogs(id: string, enabled = true) {
  return useQuery({ queryKey: cuttingKeys.logs(id), enabled, queryFn: () => listCuttingLogs(id) });
}
