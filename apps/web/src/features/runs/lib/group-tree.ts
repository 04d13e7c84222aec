import type { PlantGroup } from '@canopy/shared/schemas/runs';

export interface GroupNode {
  group: PlantGroup;
  children: GroupNode[];
}

/** The run's groups as a tree by `parentGroupId`, in the run's order; a parent not in the run makes a root. */
export function groupTree(groups: readonly PlantGroup[]): GroupNode[] {
  const nodes = new Map(groups.map((group) => [group._id, { group, children: [] as GroupNode[] }]));
  const roots: GroupNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.group.parentGroupId ? nodes.get(node.group.parentGroupId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
