import type { ReactNode } from 'react';
import { Loader, type MantineSize } from '@mantine/core';

/**
 * A spinner that says what is loading. It is a status: a screen reader announces its name, which a
 * plain spinner (a `span` with no role) may not carry at all.
 */
export function Loading({ label, size }: { label: string; size?: MantineSize }): ReactNode {
  return <Loader role="status" aria-label={label} size={size} />;
}
