import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import type { Notice } from './notice';

/** A success (status) or failure (alert) message, announced to screen readers either way. */
export function NoticeAlert({ notice }: { notice: Notice | null }): ReactNode {
  if (!notice) return null;
  return (
    <Alert color={notice.ok ? 'canopy' : 'red'} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </Alert>
  );
}
