import type { ReactNode } from 'react';
import { Stack, type MantineSpacing } from '@mantine/core';

export interface PlainListProps {
  /** The list's accessible name, when the heading above does not give it one. */
  label?: string;
  /** `ol` where the order means something (newest first, say). */
  ordered?: boolean;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A list of cards: a list to assistive technology, without bullets or indent on the screen. */
export function PlainList({ label, ordered = false, gap = 'xs', children }: PlainListProps): ReactNode {
  return (
    <Stack
      component={ordered ? 'ol' : 'ul'}
      gap={gap}
      aria-label={label}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </Stack>
  );
}
