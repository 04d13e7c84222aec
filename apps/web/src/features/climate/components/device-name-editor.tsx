import { useState, type ReactNode } from 'react';
import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/error-message';
import { useRenameDevice } from '../api/rename-device';
import { displayName, nameToSave } from '../../../lib/devices/device-name';

export interface DeviceNameEditorProps {
  id: string;
  name: string;
}

/** View, Edit, Save or Cancel; the field shows spaces, the server gets underscores. */
export function DeviceNameEditor({ id, name }: DeviceNameEditorProps): ReactNode {
  const { t } = useTranslation();
  const rename = useRenameDevice();
  const [draft, setDraft] = useState<string | null>(null);

  if (draft === null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Title order={3} size="h4">
          {displayName(name)}
        </Title>
        <Button size="compact-xs" variant="subtle" onClick={() => setDraft(displayName(name))}>
          {t('common.edit')}
        </Button>
      </Group>
    );
  }
  const save = () =>
    rename.mutate({ id, name: nameToSave(draft) }, { onSuccess: (answer) => answer.name && setDraft(null) });
  return (
    <div>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          size="xs"
          aria-label={t('devices.nameLabel')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Button size="compact-xs" loading={rename.isPending} disabled={!draft.trim()} onClick={save}>
          {t('common.save')}
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => (rename.reset(), setDraft(null))}>
          {t('common.cancel')}
        </Button>
      </Group>
      {rename.isError ? (
        <Text size="xs" c="red" role="alert">
          {errorMessage(t, rename.error) || t('devices.nameError')}
        </Text>
      ) : null}
    </div>
  );
}
