import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDeleteThreadItem } from '../../lib/threads/delete-thread-item';
import { DeleteWithConfirm } from '../ui/delete-with-confirm';
import type { ThreadSpec } from './thread-spec';

/** Moves the item to the trash after a confirmation. */
export function DeleteThreadButton({ spec, id }: { spec: ThreadSpec; id: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <DeleteWithConfirm mutation={useDeleteThreadItem(spec.api)} id={id} title={t(spec.text.deleteTitle)}>
      {t(spec.text.deleteConfirm)}
    </DeleteWithConfirm>
  );
}
