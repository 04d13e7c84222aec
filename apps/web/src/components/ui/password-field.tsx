import type { ReactNode } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';

/** Mantine's PasswordInput with its show/hide button named in the reader's language. */
export function PasswordField(props: PasswordInputProps & React.RefAttributes<HTMLInputElement>): ReactNode {
  const { t } = useTranslation();
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }} {...props} />
  );
}
