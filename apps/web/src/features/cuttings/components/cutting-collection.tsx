import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { CuttingSummary } from '@canopy/shared/schemas/cuttings';
import type { LabelSize } from '@canopy/shared/labels';
import type { DisplayMode, ViewMode } from '../list/list-preferences';
import type { Selection } from '../list/use-selection';
import { CuttingCard } from './cutting-card';
import { CuttingTable } from './cutting-table';
import { StrainGroups } from './strain-groups';

export interface CuttingCollectionProps {
  cuttings: readonly CuttingSummary[];
  viewMode: ViewMode;
  displayMode: DisplayMode;
  grouped: boolean;
  /** Checkboxes on rows and cards to choose cuttings for printing. */
  selection?: Selection;
  labelSize?: LabelSize;
}

/** The loaded cuttings as a table, medium cards or large cards, optionally grouped by strain. */
export function CuttingCollection({
  cuttings,
  viewMode,
  displayMode,
  grouped,
  selection,
  labelSize,
}: CuttingCollectionProps): ReactNode {
  return (
    <StrainGroups cuttings={cuttings} grouped={grouped}>
      {(items) =>
        viewMode === 'table' ? (
          <CuttingTable
            cuttings={items}
            displayMode={displayMode}
            selection={selection}
            labelSize={labelSize}
          />
        ) : (
          <SimpleGrid
            cols={viewMode === 'large' ? { base: 1, sm: 2 } : { base: 1, xs: 2, md: 3, lg: 4 }}
            data-view={viewMode}
          >
            {items.map((cutting) => (
              <CuttingCard
                key={cutting._id}
                cutting={cutting}
                displayMode={displayMode}
                size={viewMode}
                selection={selection}
                labelSize={labelSize}
              />
            ))}
          </SimpleGrid>
        )
      }
    </StrainGroups>
  );
}
