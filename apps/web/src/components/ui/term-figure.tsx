import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';

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

/** A totals grid: its figures two to a row on a phone, four from `xs` up, named for screen readers. */
export function TermGrid({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, xs: 4 }}
      spacing="xs"
      verticalSpacing={4}
      m={0}
      aria-label={label}
    >
      {children}
    </SimpleGrid>
  );
}
