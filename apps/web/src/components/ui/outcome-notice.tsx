import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** What a form's last try came to, in words: saved (`ok`), or why not. */
export type Outcome = { ok: boolean; text: string } | null;

/** A success is a polite status, a refusal an alert; nothing before the first try. */
export function OutcomeNotice({ outcome }: { outcome: Outcome }): ReactNode {
  if (!outcome) return null;
  return (
    <Alert color={outcome.ok ? 'canopy' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </Alert>
  );
}
