import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { ROLES } from '@canopy/shared/roles';
import { createUserBodySchema } from '@canopy/shared/schemas/users';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { useCreateUser } from '../api/create-user';
import { PasswordField } from '../../../components/ui/password-field';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { FormCard } from '../../../components/ui/form-card';

type AddUserInput = z.input<typeof createUserBodySchema>;
type AddUserOutput = z.output<typeof createUserBodySchema>;
const EMPTY: AddUserInput = { email: '', password: '', role: 'user' };

/** Adds a user; server errors (such as a taken email) show above the form, which clears on success. */
export function AddUserForm(): ReactNode {
  const { t } = useTranslation();
  const mutation = useCreateUser();
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<AddUserInput, unknown, AddUserOutput>({
    resolver: zodResolver(createUserBodySchema, { error: validationKeys }),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setAdded(null);
    mutation.mutate(values, {
      onSuccess: (user) => {
        setAdded(user.email);
        form.reset(EMPTY);
      },
    });
  });

  return (
    <FormCard titleId="add-user-title" title={t('users.addTitle')} onSubmit={(event) => void submit(event)}>
      {added ? (
        <Alert color="canopy" role="status">
          <Trans i18nKey="users.added" values={{ email: added }} components={{ bdi: <bdi /> }} />
        </Alert>
      ) : null}
      <ErrorNotice error={mutation.error} />
      {/* One column on a phone, three side by side from a tablet up. */}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="off"
          withAsterisk
          error={fieldErrorText(t, errors.email)}
          {...form.register('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          withAsterisk
          error={fieldErrorText(t, errors.password)}
          {...form.register('password')}
        />
        <NativeSelect
          label={t('users.role')}
          data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          error={fieldErrorText(t, errors.role)}
          {...form.register('role')}
        />
      </SimpleGrid>
      <Group>
        <Button type="submit" loading={mutation.isPending}>
          {t('users.add')}
        </Button>
      </Group>
    </FormCard>
  );
}
