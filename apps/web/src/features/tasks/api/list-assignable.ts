import { useQuery } from '@tanstack/react-query';
import type { Person } from '@canopy/shared/schemas/people';
import { assignablePeopleSchema } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** `GET /api/tasks/assignable`: whom a task may be given to. */
export function listAssignable(): Promise<Person[]> {
  return apiRequest('/tasks/assignable', { schema: assignablePeopleSchema });
}

export const useAssignable = () => useQuery({ queryKey: taskKeys.assignable(), queryFn: listAssignable });
