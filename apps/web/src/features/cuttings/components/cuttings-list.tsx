import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { useCuttings } from '../api/list-cuttings';
import { useLabelSize } from '../../../lib/labels/use-label-size';
import { useStoredChoice } from '../../../lib/stored-choice';
import { DISPLAY_MODES, STORAGE_KEYS, VIEW_MODES } from '../list/list-preferences';
import { useCuttingFilter } from '../list/use-cutting-filter';
import { useSelection } from '../list/use-selection';
import { Deferred } from '../../../components/ui/deferred';
import { CuttingsToolbar } from './cuttings-toolbar';
import { DownloadButton } from './download-button';
import { LabelPrintPanel } from './label-print-panel';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { CuttingsListState } from './cuttings-list-state';

const LIST_SORTS = ['name', 'code'] as const;

// The collection (table, cards and their scroll areas) loads beside the list's first page, which it waits
// for anyway: the title, the toolbar and the page's request do not wait for its code.
const loadCollection = () => import('./cutting-collection');
const CuttingCollection = lazy(() =>
  loadCollection().then((module) => ({ default: module.CuttingCollection })),
);
// The scanner's dialog (and the dialog kit it draws with) loads when Scan label is pressed.
const ScanLabelModal = lazy(() =>
  import('../scan/scan-label-modal').then((module) => ({ default: module.ScanLabelModal })),
);

/** /cuttings: the paged list for everyone logged in. */
export function CuttingsList(): ReactNode {
  const { t } = useTranslation();
  const { search, setSearch, sort, setSort, filter } = useCuttingFilter('name');
  const [displayMode, setDisplayMode] = useStoredChoice(STORAGE_KEYS.displayMode, DISPLAY_MODES, 'both');
  const [viewMode, setViewMode] = useStoredChoice(STORAGE_KEYS.viewMode, VIEW_MODES, 'table');
  const [grouped, setGrouped] = useState(false);
  const [scanning, scan] = useDisclosure(false);
  const [labelSize, setLabelSize] = useLabelSize();
  const selection = useSelection();
  const query = useCuttings(filter);
  const cuttings = query.data?.pages.flat() ?? [];
  useEffect(() => void loadCollection(), []);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('cuttings.title')}</Title>
        <Group gap="xs">
          <Button onClick={scan.open}>{t('cuttings.scan.open')}</Button>
          <DownloadButton download={{ kind: 'excel-all' }}>{t('cuttings.downloadAllExcel')}</DownloadButton>
        </Group>
      </Group>
      <LabelPrintPanel cuttings={cuttings} selection={selection} size={labelSize} onSize={setLabelSize} />
      <CuttingsToolbar
        search={search}
        onSearch={setSearch}
        sorts={LIST_SORTS}
        sort={sort}
        onSort={setSort}
        displayMode={displayMode}
        onDisplayMode={setDisplayMode}
        viewMode={viewMode}
        onViewMode={setViewMode}
        grouped={grouped}
        onGrouped={setGrouped}
      />
      <CuttingsListState query={query} count={cuttings.length} searching={Boolean(filter.q)} />
      {/* "View more" shows with the rows above it, so their arrival does not push it down. */}
      <Suspense fallback={null}>
        {cuttings.length > 0 ? (
          <Deferred>
            <CuttingCollection
              cuttings={cuttings}
              viewMode={viewMode}
              displayMode={displayMode}
              grouped={grouped}
              selection={selection}
              labelSize={labelSize}
            />
          </Deferred>
        ) : null}
        <LoadMoreButton list={query} center>
          {t('cuttings.viewMore')}
        </LoadMoreButton>
      </Suspense>
      {scanning ? (
        <Suspense fallback={null}>
          <ScanLabelModal opened onClose={scan.close} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
