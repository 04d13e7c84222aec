import { useQuery } from '@tanstack/react-query';
import type { Person } from '@canopy/shared/schemas/people';
import { assignablePeopleSchema } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys } from './automation-keys';

/** `GET /api/tasks/assignable`: the people a `notify` action may name. */
export function listPeople(): Promise<Person[]> {
  return apiRequest('/tasks/assignable', { schema: assignablePeopleSchema });
}

export const usePeople = () =>
  useQuery({ queryKey: automationKeys.choices('people'), queryFn: listPeople, staleTime: 60_000 });
