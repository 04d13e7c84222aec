import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { FeedingPanel } from '../../features/feeding/components/feeding-panel';
import { useSession } from '../../lib/use-session';

/** `/feeding` (logged in): products and recipes, kept by staff. */
export function FeedingPage(): ReactNode {
  const { actor } = useSession();
  return (
    <Box maw={1000} mx="auto">
      {actor ? <FeedingPanel actor={actor} /> : null}
    </Box>
  );
}
