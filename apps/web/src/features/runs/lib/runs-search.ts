import { RUN_STATES, type RunState } from '@canopy/shared/crop';

/** The runs list's filters as the address keeps them (`/runs?state=active&strainId=…&roomId=…`). */
export interface RunsSearch {
  state?: RunState | undefined;
  strainId?: string | undefined;
  roomId?: string | undefined;
}

const id = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;

/** Unknown or malformed values are dropped rather than sent: the list then simply shows more. */
export function validateRunsSearch(search: Record<string, unknown>): RunsSearch {
  const state = (RUN_STATES as readonly unknown[]).includes(search.state)
    ? (search.state as RunState)
    : undefined;
  return { state, strainId: id(search.strainId), roomId: id(search.roomId) };
}
