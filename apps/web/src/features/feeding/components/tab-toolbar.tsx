import type { ReactNode } from 'react';
import { Button, Group, Switch } from '@mantine/core';

export interface TabToolbarProps {
  showArchivedLabel: string;
  showArchived: boolean;
  onShowArchived: (show: boolean) => void;
  addLabel: string;
  /** Left out for a reader who may not add (not staff). */
  onAdd?: (() => void) | undefined;
}

/** A /feeding tab's head: the archived ones shown on a toggle, and the add button for staff. */
export function TabToolbar({
  showArchivedLabel,
  showArchived,
  onShowArchived,
  addLabel,
  onAdd,
}: TabToolbarProps): ReactNode {
  return (
    <Group justify="space-between" gap="sm">
      <Switch
        label={showArchivedLabel}
        checked={showArchived}
        onChange={(event) => onShowArchived(event.currentTarget.checked)}
      />
      {onAdd ? <Button onClick={onAdd}>{addLabel}</Button> : null}
    </Group>
  );
}
