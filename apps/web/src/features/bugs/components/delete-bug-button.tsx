import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteWithConfirm } from '../../../components/ui/delete-with-confirm';
import { useDeleteBug } from '../api/delete-bug';

/** Staff only: moves the bug to the trash after a confirmation. */
export function DeleteBugButton({ bugId }: { bugId: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <DeleteWithConfirm mutation={useDeleteBug()} id={bugId} title={t('bugs.deleteTitle')}>
      {t('bugs.deleteConfirm')}
    </DeleteWithConfirm>
  );
}
