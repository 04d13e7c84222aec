import { useState, type ReactNode } from 'react';
import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../i18n/validation-message';
import { placeRefusal } from '../../../lib/feeding/place-refusal';
import { useRenameDevice } from '../api/rename-device';
import { displayName, nameToSave } from '../../../lib/devices/device-name';

export interface DeviceNameEditorProps {
  id: string;
  name: string;
}

interface NameDraft {
  name: string;
}

/** View, Edit, Save or Cancel; the field shows spaces, the server gets underscores. */
export function DeviceNameEditor({ id, name }: DeviceNameEditorProps): ReactNode {
  const { t } = useTranslation();
  const rename = useRenameDevice();
  const form = useForm<NameDraft>({ defaultValues: { name: '' } });
  const typed = useWatch({ control: form.control, name: 'name' });
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string>();

  if (!editing) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Title order={3} size="h4">
          {displayName(name)}
        </Title>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => {
            form.reset({ name: displayName(name) });
            setEditing(true);
          }}
        >
          {t('common.edit')}
        </Button>
      </Group>
    );
  }
  const save = form.handleSubmit((draft) => {
    setFormError(undefined);
    rename.mutate(
      { id, name: nameToSave(draft.name) },
      {
        onSuccess: (answer) => answer.name && setEditing(false),
        // A detail about the name (too long) is said under the field, anything else below the editor.
        onError: (error) => {
          const message = placeRefusal(t, form, error, ['name']);
          if (message !== undefined) setFormError(message || t('devices.nameError'));
        },
      },
    );
  });
  const cancel = () => {
    rename.reset();
    setFormError(undefined);
    setEditing(false);
  };
  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          size="xs"
          aria-label={t('devices.nameLabel')}
          error={fieldErrorText(t, form.formState.errors.name)}
          {...form.register('name')}
        />
        <Button type="submit" size="compact-xs" loading={rename.isPending} disabled={!typed.trim()}>
          {t('common.save')}
        </Button>
        <Button size="compact-xs" variant="default" onClick={cancel}>
          {t('common.cancel')}
        </Button>
      </Group>
      {formError ? (
        <Text size="xs" c="red" role="alert">
          {formError}
        </Text>
      ) : null}
    </form>
  );
}
