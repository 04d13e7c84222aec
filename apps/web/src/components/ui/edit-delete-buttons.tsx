import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';

export interface EditDeleteButtonsProps {
  /**
   * What the row is called: the buttons are named "Edit <name>" and "Delete <name>" for screen readers.
   * Left out where only one thing on screen can be edited (a diary entry being read).
   */
  name?: string;
  onEdit: () => void;
  onDelete: () => void;
  /** A card's smaller pair (a photo, a diary entry): compact buttons, Delete outlined. */
  compact?: boolean;
}

/** A table row's or a card's Edit and Delete (the delete asks first, in the page's dialog). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  compact = false,
}: EditDeleteButtonsProps): ReactNode {
  const { t } = useTranslation();
  const size = compact ? 'compact-sm' : 'xs';
  const named = (action: string) => (name === undefined ? undefined : `${action} ${name}`);
  return (
    <>
      <Button size={size} variant="light" onClick={onEdit} aria-label={named(t('common.edit'))}>
        {t('common.edit')}
      </Button>
      <Button
        size={size}
        variant={compact ? 'outline' : 'light'}
        color="red"
        onClick={onDelete}
        aria-label={named(t('common.delete'))}
      >
        {t('common.delete')}
      </Button>
    </>
  );
}
