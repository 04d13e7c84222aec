import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';

/** One figure of a totals grid (a `dl`): its name over its value, as a term and its description. */
export function TermFigure({ label, value }: { label: string; value: string }): ReactNode {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        <bdi>{value}</bdi>
      </Text>
    </Box>
  );
}
