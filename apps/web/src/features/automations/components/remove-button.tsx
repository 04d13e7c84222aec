import type { ReactNode } from 'react';
import { Button, type MantineSize } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/** Removes one row of a list (a condition, an action, a time block); nothing where the row must stay. */
export function RemoveButton({
  onRemove,
  size,
}: {
  onRemove: (() => void) | undefined;
  size?: `compact-${MantineSize}`;
}): ReactNode {
  const { t } = useTranslation();
  if (!onRemove) return null;
  return (
    <Button variant="subtle" color="red" size={size} onClick={onRemove}>
      {t('automations.form.remove')}
    </Button>
  );
}
