import type { ReactNode } from 'react';
import { ThreadAddForm } from '../../../components/threads/thread-add-form';
import { reportBugForm } from './bug-form';
import { bugThread } from './bug-thread';

/** Any logged-in user reports a bug with one photo; a blank description is refused before any call. */
export function ReportBugForm(): ReactNode {
  return <ThreadAddForm spec={bugThread} form={reportBugForm} />;
}
