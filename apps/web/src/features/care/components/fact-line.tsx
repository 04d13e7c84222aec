import { Fragment, type ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * Facts of an entry on one line, " · " between them, each isolated so a name or a number with its unit
 * keeps its own order inside a line of the other direction (Hebrew around "12 L").
 */
export function FactLine({ facts }: { facts: readonly (ReactNode | null)[] }): ReactNode {
  const shown = facts.filter((fact) => fact !== null && fact !== '');
  if (shown.length === 0) return null;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {shown.map((fact, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          <bdi>{fact}</bdi>
        </Fragment>
      ))}
    </Text>
  );
}
