import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface EditDeleteButtonsProps {
  /** What the row is called: the buttons are named "Edit <name>" and "Delete <name>" for screen readers. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A table row's Edit and Delete (the delete asks first, in the page's dialog). */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <Button size="xs" variant="light" onClick={onEdit} aria-label={`${t('common.edit')} ${name}`}>
        {t('common.edit')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={onDelete}
        aria-label={`${t('common.delete')} ${name}`}
      >
        {t('common.delete')}
      </Button>
    </>
  );
}
