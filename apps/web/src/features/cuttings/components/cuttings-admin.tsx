import { useState, type ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CuttingSort } from '@canopy/shared/schemas/cuttings';
import { useAdminCuttings } from '../api/list-cuttings';
import { useStoredChoice } from '../../../lib/stored-choice';
import { DISPLAY_MODES, STORAGE_KEYS } from '../list/list-preferences';
import { useCuttingFilter } from '../list/use-cutting-filter';
import { CuttingAddForm } from './cutting-add-form';
import { CuttingAdminCard } from './cutting-admin-card';
import { CuttingsToolbar } from './cuttings-toolbar';
import { useNotice } from './notice';
import { NoticeAlert } from './notice-alert';
import { StrainGroups } from './strain-groups';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { CuttingsListState } from './cuttings-list-state';

/** The admin sorts: date, market name, internal number, ID. */
const ADMIN_SORTS: readonly CuttingSort[] = ['date', 'name', 'code', 'shortId'];

/** /cuttings-admin (700 px): the add form, then every cutting as a card with its QR code and actions. */
export function CuttingsAdmin(): ReactNode {
  const { t } = useTranslation();
  const { search, setSearch, sort, setSort, filter } = useCuttingFilter('date');
  const [displayMode, setDisplayMode] = useStoredChoice(STORAGE_KEYS.adminDisplayMode, DISPLAY_MODES, 'both');
  const [grouped, setGrouped] = useState(false);
  const { notice, show } = useNotice(null);
  const query = useAdminCuttings(filter);
  const cuttings = query.data?.pages.flat() ?? [];

  return (
    <Stack gap="lg" maw={700} mx="auto">
      <Title order={1}>{t('cuttings.admin.title')}</Title>
      <CuttingAddForm />
      <Title order={2} size="h3">
        {t('cuttings.admin.listTitle')}
      </Title>
      <CuttingsToolbar
        search={search}
        onSearch={setSearch}
        sorts={ADMIN_SORTS}
        sort={sort}
        onSort={setSort}
        displayMode={displayMode}
        onDisplayMode={setDisplayMode}
        grouped={grouped}
        onGrouped={setGrouped}
      />
      <NoticeAlert notice={notice} />
      <CuttingsListState query={query} count={cuttings.length} searching={Boolean(filter.q)} />
      <StrainGroups cuttings={cuttings} grouped={grouped}>
        {(items) => (
          <Stack gap="md">
            {items.map((cutting) => (
              <CuttingAdminCard key={cutting._id} cutting={cutting} displayMode={displayMode} onDone={show} />
            ))}
          </Stack>
        )}
      </StrainGroups>
      <LoadMoreButton list={query} center>
        {t('cuttings.viewMore')}
      </LoadMoreButton>
    </Stack>
  );
}
