import { useId, useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * With password logins off (OIDC_ONLY) the password form stays behind this disclosure: the server still
 * lets the one administrator account set up with it (ADMIN_EMAIL) log in, for when the provider is down.
 */
export function EmergencyLogin({ children }: { children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="sm">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls={panelId}
        style={{ alignSelf: 'center' }}
      >
        {t('sso.emergency')}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('sso.emergencyHint')}
            </Text>
            {children}
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
