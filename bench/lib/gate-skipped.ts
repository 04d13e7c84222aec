/**
 * Thrown by a gate's setup when what it measures is not there on this machine (the PostgreSQL gates
 * without a PostgreSQL): the runner prints the gate as SKIPPED with this reason, never silently.
 */
export class GateSkipped extends Error {
  override name = 'GateSkipped';
}
