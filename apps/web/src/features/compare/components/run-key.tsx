import type { ReactNode } from 'react';
import { Group, List, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CompareRun } from '@canopy/shared/schemas/run-compare';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { runLine } from '../lib/run-lines';

/** A run's line as its charts draw it: its colour and dash. */
export function LineSample({ index }: { index: number }): ReactNode {
  const { color, dash } = runLine(index);
  return (
    <svg width="32" height="8" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <line x1="0" y1="4" x2="32" y2="4" stroke={color} strokeWidth="3" strokeDasharray={dash.join(' ')} />
    </svg>
  );
}

/** The charts' key: each run's line, its code and name (a link to it) and its strains. */
export function RunKey({ runs }: { runs: readonly CompareRun[] }): ReactNode {
  const { t } = useTranslation();
  return (
    <List listStyleType="none" spacing={4} aria-label={t('runCompare.key')} p={0} m={0}>
      {runs.map((run, index) => (
        <List.Item key={run.id}>
          <Group gap="xs" wrap="nowrap">
            <LineSample index={index} />
            <Text size="sm">
              <AnchorLink to="/runs/$id" params={{ id: run.id }}>
                <bdi>{run.code}</bdi> · <bdi>{run.name}</bdi>
              </AnchorLink>
              {run.strainNames.length > 0 ? (
                <>
                  {' · '}
                  <bdi>{run.strainNames.join(', ')}</bdi>
                </>
              ) : null}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
