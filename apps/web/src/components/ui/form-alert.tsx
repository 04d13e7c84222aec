import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** What went wrong with a form or an action, in red and announced; nothing while there is nothing to say. */
export function FormAlert({ children }: { children: ReactNode }): ReactNode {
  if (!children) return null;
  return (
    <Alert color="red" role="alert">
      {children}
    </Alert>
  );
}
