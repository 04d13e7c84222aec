import { useState, type ReactNode } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { fieldErrorText } from '../../../i18n/validation-message';
import { placeRefusal } from '../../../lib/feeding/place-refusal';
import { useRenameDevice } from '../api/rename-device';
import { displayName, nameToSave } from '../../../lib/devices/device-name';

interface NameDraft {
  name: string;
}

export interface DeviceNameFormProps {
  id: string;
  name: string;
  /** Saved or cancelled: the editor shows the name again. */
  onDone: () => void;
}

/** The name field with Save and Cancel; the field shows spaces, the server gets underscores. */
export function DeviceNameForm({ id, name, onDone }: DeviceNameFormProps): ReactNode {
  const { t } = useTranslation();
  const rename = useRenameDevice();
  const form = useForm<NameDraft>({ defaultValues: { name: displayName(name) } });
  const typed = useWatch({ control: form.control, name: 'name' });
  const [formError, setFormError] = useState<string>();

  const save = form.handleSubmit((draft) => {
    setFormError(undefined);
    rename.mutate(
      { id, name: nameToSave(draft.name) },
      {
        onSuccess: (answer) => answer.name && onDone(),
        // A detail about the name (too long) is said under the field, anything else below the editor.
        onError: (error) => {
          const message = placeRefusal(t, form, error, ['name']);
          if (message !== undefined) setFormError(message || t('devices.nameError'));
        },
      },
    );
  });
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
        <Button size="compact-xs" variant="default" onClick={onDone}>
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
