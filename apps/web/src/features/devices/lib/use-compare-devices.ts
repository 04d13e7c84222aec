import { useMemo } from 'react';
import { useClimateDevices } from '../../../lib/devices/api/list-climate-devices';
import { useSoilDevices } from '../../../lib/devices/api/list-soil-devices';
import { climateId, climateName } from '../../../lib/devices/climate-view';
import { displayName } from '../../../lib/devices/device-name';
import type { CompareKind, KnownDevices } from './compare-state';

export interface DeviceOption {
  value: string;
  label: string;
}

export interface CompareDevices {
  /** Each kind's devices as the pickers offer them. */
  options: Record<CompareKind, DeviceOption[]>;
  /** The ids of each kind, once both lists have loaded; null until then. */
  known: KnownDevices | null;
  error: unknown;
}

/** The climate and soil devices a comparison can choose from. */
export function useCompareDevices(): CompareDevices {
  const climate = useClimateDevices();
  const soil = useSoilDevices();
  // The lists are polled with fresh readings; keyed by their ids and names only, the choice and the chart
  // built from them stay the same objects until a device is added, removed or renamed.
  const optionsKey = JSON.stringify({
    climate: (climate.data ?? [])
      .map((d) => ({ value: climateId(d), label: displayName(climateName(d)) }))
      .filter((o) => o.value !== ''),
    soil: (soil.data ?? []).map((d) => ({ value: d.deviceId, label: displayName(d.name || d.deviceId) })),
  });
  const options = useMemo(() => JSON.parse(optionsKey) as Record<CompareKind, DeviceOption[]>, [optionsKey]);
  const settled = !climate.isPending && !soil.isPending;
  const known = useMemo(
    (): KnownDevices | null =>
      settled
        ? {
            climate: new Set(options.climate.map((o) => o.value)),
            soil: new Set(options.soil.map((o) => o.value)),
          }
        : null,
    [settled, options],
  );
  return { options, known, error: climate.error ?? soil.error };
}
