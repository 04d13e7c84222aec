import { useQuery } from '@tanstack/react-query';
import { sessionListSchema } from '@canopy/shared/schemas/sessions';
import { apiRequest } from '../../../lib/api-client';
import { sessionKeys } from './session-keys';

export function listSessions() {
  return apiRequest('/me/sessions', { schema: sessionListSchema });
}

export const useSessions = () => useQuery({ queryKey: sessionKeys.list(), queryFn: listSessions });
