import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { displayName } from '../../../lib/devices/device-name';

// The form's code loads on the first Edit: a page of cards draws names, not forms.
const DeviceNameForm = lazy(() =>
  import('./device-name-form').then((module) => ({ default: module.DeviceNameForm })),
);

export interface DeviceNameEditorProps {
  id: string;
  name: string;
}

/** View, Edit, Save or Cancel. */
export function DeviceNameEditor({ id, name }: DeviceNameEditorProps): ReactNode {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const title = (
    <Title order={3} size="h4">
      {displayName(name)}
    </Title>
  );
  if (editing) {
    return (
      <Suspense fallback={title}>
        <DeviceNameForm id={id} name={name} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {title}
      <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
        {t('common.edit')}
      </Button>
    </Group>
  );
}
