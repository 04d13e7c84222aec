import type { CuttingSummary } from '@canopy/shared/schemas/cuttings';
import type { DisplayMode } from './list-preferences';

/** The cutting's title in the chosen display mode; a cutting without a name falls back to its code. */
export function cuttingLabel(cutting: Pick<CuttingSummary, 'code' | 'name'>, mode: DisplayMode): string {
  const name = cutting.name.trim();
  if (mode === 'code' || !name) return cutting.code;
  if (mode === 'name') return name;
  return `${cutting.code} · ${name}`;
}

export interface StrainGroup<T> {
  strainId: string;
  strainName: string;
  cuttings: T[];
}

/** Groups the loaded cuttings by strain, keeping the server's order inside and between groups. */
export function groupByStrain<T extends Pick<CuttingSummary, 'strainId' | 'strainName'>>(
  cuttings: readonly T[],
): StrainGroup<T>[] {
  const groups = new Map<string, StrainGroup<T>>();
  for (const cutting of cuttings) {
    const group = groups.get(cutting.strainId);
    if (group) group.cuttings.push(cutting);
    else
      groups.set(cutting.strainId, {
        strainId: cutting.strainId,
        strainName: cutting.strainName,
        cuttings: [cutting],
      });
  }
  return [...groups.values()];
}
