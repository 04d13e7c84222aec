import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type uPlot from 'uplot';
import type { StageBand } from '@canopy/shared/schemas/annotations';
import { dominantStageBands } from './device-stage-bands';
import { stageShading } from './stage-shading';

const NONE: readonly uPlot.Plugin[] = [];

/**
 * The stage shading of a device's charts: each band labelled with its stage from the catalogs and its
 * run's code, written right to left in Hebrew. Only the lazily loaded chart modules import this.
 */
export function useStagePlugins(bands: readonly StageBand[] | undefined): readonly uPlot.Plugin[] {
  const { t, i18n } = useTranslation();
  const direction = i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
  return useMemo(() => {
    if (!bands || bands.length === 0) return NONE;
    const shaded = dominantStageBands(bands).map((band) => ({
      stage: band.stage,
      from: band.from,
      to: band.to,
      label: `${t(`crop.stages.${band.stage}`)} · ${band.runCode}`,
    }));
    return [stageShading(shaded, direction)];
  }, [bands, t, direction]);
}
