import { useId, type ReactNode } from 'react';
import { Box, Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Value } from '../../../components/devices/value';
import { lineStyle } from '../lib/compare-lines';
import { summarize } from '../lib/compare-merge';

/** One drawn line: its device's name, its values on the shared time axis and its style (its place in the choice). */
export interface CompareLine {
  label: string;
  y: (number | null)[];
  style: number;
}

export interface CompareSummaryProps {
  lines: readonly CompareLine[];
  unit: string | undefined;
  digits: number;
}

/** Each line's lowest, average, highest and latest point, keyed by its line style. */
export function CompareSummary({ lines, unit, digits }: CompareSummaryProps): ReactNode {
  const { t } = useTranslation();
  const captionId = useId();
  // Scrolls sideways on a phone when the values are wide (soil's mg/kg); focusable, so a keyboard can scroll it.
  return (
    <Box role="region" aria-labelledby={captionId} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table captionSide="top" striped>
        <Table.Caption id={captionId}>{t('compare.summaryCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('compare.device')}</Table.Th>
            <Table.Th scope="col">{t('compare.lowest')}</Table.Th>
            <Table.Th scope="col">{t('compare.average')}</Table.Th>
            <Table.Th scope="col">{t('compare.highest')}</Table.Th>
            <Table.Th scope="col">{t('compare.latest')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <SummaryRow key={line.style} line={line} unit={unit} digits={digits} />
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function SummaryRow({ line, unit, digits }: { line: CompareLine } & Omit<CompareSummaryProps, 'lines'>) {
  const summary = summarize(line.y);
  const style = lineStyle(line.style);
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 24,
            marginInlineEnd: 8,
            verticalAlign: 'middle',
            borderTop: `3px ${style.border} ${style.color}`,
          }}
        />
        {line.label}
      </Table.Th>
      {(['lowest', 'average', 'highest', 'latest'] as const).map((key) => (
        <Table.Td key={key} style={{ whiteSpace: 'nowrap' }}>
          <Value value={summary[key]} unit={unit} digits={digits} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
