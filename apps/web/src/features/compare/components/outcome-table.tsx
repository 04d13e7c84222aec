import { useMemo, type ReactNode } from 'react';
import { Table, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import type { RunCompare } from '@canopy/shared/schemas/run-compare';
import { ScrollBox } from '../../../components/ui/scroll-box';
import { currentLanguage } from '../../../i18n/i18n';
import { useWeights } from '../../../lib/crop/use-weights';
import { formatGramsIn } from '../../../lib/crop/weights';
import { outcomeRows } from '../lib/outcome-rows';

/** The figures' column stays in view while a phone scrolls the runs sideways. */
const STICKY = {
  position: 'sticky',
  insetInlineStart: 0,
  background: 'var(--mantine-color-body)',
  zIndex: 1,
} as const;

/**
 * The runs' outcomes (DESIGN 23), a column per run and a row per figure: grams in the reader's unit,
 * numbers in the language's separators, an unknown figure as '—'. A phone scrolls it sideways.
 */
export function OutcomeTable({ compare }: { compare: RunCompare }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { unit } = useWeights();
  const rows = useMemo(() => {
    const locale = LANGUAGE_INFO[language].locale;
    const count = new Intl.NumberFormat(locale);
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    return outcomeRows(compare, t, {
      count: (value) => count.format(value),
      weight: (grams) => formatGramsIn(grams, unit, language),
      decimal: (value) => decimal.format(value),
      unit: t(`weights.units.${unit}`),
      none: t('runCompare.none'),
    });
  }, [compare, t, unit, language]);
  return (
    <>
      <Title order={2} size="h3" id="run-compare-outcome">
        {t('runCompare.outcome.title')}
      </Title>
      <ScrollBox labelledBy="run-compare-outcome">
        <Table striped aria-labelledby="run-compare-outcome" miw={240 + 150 * compare.runs.length}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={STICKY}>{t('runCompare.outcome.figure')}</Table.Th>
              {compare.runs.map((run) => (
                <Table.Th key={run.id} ta="end">
                  <bdi>{run.code}</bdi>
                  <br />
                  <bdi>{run.name}</bdi>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) =>
              row.kind === 'heading' ? (
                <Table.Tr key={row.key}>
                  <Table.Th colSpan={compare.runs.length + 1} pt="md">
                    {row.label}
                  </Table.Th>
                </Table.Tr>
              ) : (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={400} style={STICKY}>
                    {row.label}
                  </Table.Th>
                  {row.cells.map((cell, index) => (
                    <Table.Td key={compare.runs[index]!.id} ta="end" style={{ whiteSpace: 'nowrap' }}>
                      <bdi>{cell}</bdi>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      </ScrollBox>
    </>
  );
}
