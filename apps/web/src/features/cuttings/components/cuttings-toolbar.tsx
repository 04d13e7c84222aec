import type { ReactNode } from 'react';
import { Button, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CuttingSort } from '@canopy/shared/schemas/cuttings';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { DISPLAY_MODES, nextViewMode, type DisplayMode, type ViewMode } from '../list/list-preferences';

export interface CuttingsToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  sorts: readonly CuttingSort[];
  sort: CuttingSort;
  onSort: (value: CuttingSort) => void;
  displayMode: DisplayMode;
  onDisplayMode: (value: DisplayMode) => void;
  grouped: boolean;
  onGrouped: (value: boolean) => void;
  /** Without it the page has a single layout and no view toggle. */
  viewMode?: ViewMode;
  onViewMode?: (value: ViewMode) => void;
}

/** Search, sort, display mode, grouping and the view toggle of both cuttings lists. */
export function CuttingsToolbar(props: CuttingsToolbarProps): ReactNode {
  const { t } = useTranslation();
  const { viewMode, onViewMode } = props;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('cuttings.search')}
          type="search"
          value={props.search}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label={t('cuttings.sortBy')}
          data={props.sorts.map((sort) => ({ value: sort, label: t(`cuttings.sorts.${sort}`) }))}
          value={props.sort}
          onChange={(event) => props.onSort(event.currentTarget.value as CuttingSort)}
          w={180}
        />
      </Group>
      <Group gap="md" align="center" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" fw={500} id="cuttings-display-mode">
            {t('cuttings.displayMode')}
          </Text>
          <SegmentedChoice
            aria-labelledby="cuttings-display-mode"
            value={props.displayMode}
            onChange={props.onDisplayMode}
            data={DISPLAY_MODES.map((mode) => ({ value: mode, label: t(`cuttings.displayModes.${mode}`) }))}
          />
        </Stack>
        {viewMode && onViewMode ? (
          <Button variant="default" onClick={() => onViewMode(nextViewMode(viewMode))} data-view={viewMode}>
            {t('cuttings.view', { current: t(`cuttings.views.${viewMode}`) })}
          </Button>
        ) : null}
        <Switch
          label={t('cuttings.groupByStrain')}
          checked={props.grouped}
          onChange={(event) => props.onGrouped(event.currentTarget.checked)}
        />
      </Group>
    </Stack>
  );
}
