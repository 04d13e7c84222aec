import type { ReactNode } from 'react';
import type { PlantGroup, Run } from '@canopy/shared/schemas/runs';

/**
 * What other features add to a run's pages, composed in app/routes since features never import each other:
 * the harvests feature's button among a group's actions and its sections of harvests, the care feature's
 * feeding and plant protection.
 */
export interface RunSlots {
  /** Beside a group's own actions on the run page (it decides itself whether it shows). */
  groupAction?: (run: Run, group: PlantGroup) => ReactNode;
  /** A section of the run page after its group tree. */
  section?: (run: Run) => ReactNode;
}

/** On a group's phone page: among its quick actions, or a section after them. */
export type GroupSlot = (run: Run, group: PlantGroup) => ReactNode;
