import { useState, type ReactNode } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import type { YieldGrouping, YieldRow } from '@canopy/shared/schemas/yields';
import { currentLanguage } from '../../../i18n/i18n';
import { useWeights } from '../../../lib/crop/use-weights';
import { nextSort, sortYields, type YieldSort } from '../lib/sort-yields';
import { formatFigure, YIELD_FIGURES } from '../lib/yield-cells';
import { YieldName } from './yield-name';

export interface YieldsTableProps {
  rows: readonly YieldRow[];
  by: YieldGrouping;
  slugs: ReadonlyMap<string, string> | undefined;
}

const ARROW = { ascending: '▲', descending: '▼' } as const;

/**
 * The table in the columns of the CSV and Excel files (YIELD_COLUMNS), weights in the reader's unit,
 * numbers in the language's separators at the end of their cells; a header sorts on its column.
 */
export function YieldsTable({ rows, by, slugs }: YieldsTableProps): ReactNode {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { unit } = useWeights();
  const [sort, setSort] = useState<YieldSort | null>(null);
  const unitWord = t(`weights.units.${unit}`);
  const header = (column: YieldSort['column'], text: string, end: boolean) => (
    <Table.Th
      key={column}
      ta={end ? 'end' : 'start'}
      aria-sort={sort?.column === column ? sort.direction : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton fw={700} fz="sm" onClick={() => setSort(nextSort(sort, column))}>
        {text}
        {sort?.column === column ? <span aria-hidden="true"> {ARROW[sort.direction]}</span> : null}
      </UnstyledButton>
    </Table.Th>
  );
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover aria-label={t('yields.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {header('label', t(`yields.groupings.${by}`), false)}
            {YIELD_FIGURES.map((figure) =>
              header(figure, t(`yields.columns.${figure}`, { unit: unitWord }), true),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortYields(rows, sort, LANGUAGE_INFO[language].locale).map((row) => (
            <Table.Tr key={row.key ?? ''}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <YieldName row={row} by={by} slugs={slugs} />
              </Table.Td>
              {YIELD_FIGURES.map((figure) => (
                <Table.Td key={figure} ta="end" style={{ whiteSpace: 'nowrap' }}>
                  <bdi>{formatFigure(row, figure, unit, language, t('yields.none'))}</bdi>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
