import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The first `count` of a newest-first list, and all of them on asking: a room or a run of months holds
 * dozens of feeds, and the page must not grow by each.
 */
export function LatestRows<Row>({
  rows,
  count,
  render,
}: {
  rows: readonly Row[];
  count: number;
  render: (row: Row) => ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, count);
  return (
    <>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map(render)}
      </Stack>
      {rows.length > count ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setAll(!all)}
          style={{ alignSelf: 'start' }}
        >
          {all ? t('care.run.showLatest', { count }) : t('care.run.showAll', { count: rows.length })}
        </Button>
      ) : null}
    </>
  );
}
