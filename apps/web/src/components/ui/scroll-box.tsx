import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

/**
 * A wide table's box: a phone scrolls it sideways, and a scrollable box must be reachable by keyboard too
 * (axe's scrollable-region-focusable), so it takes focus and is named by the table's title.
 */
export function ScrollBox({ labelledBy, children }: { labelledBy: string; children: ReactNode }): ReactNode {
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} aria-labelledby={labelledBy}>
      {children}
    </Box>
  );
}
