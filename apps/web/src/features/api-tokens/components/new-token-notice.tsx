import type { ReactNode } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CreatedApiToken } from '@canopy/shared/schemas/api-tokens';

/** The new token, shown this once (the server keeps only its hash), with a copy button and a curl line. */
export function NewTokenNotice({
  created,
  onClose,
}: {
  created: CreatedApiToken;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const example = `curl -H "Authorization: Bearer ${created.token}" ${window.location.origin}/api/devices/active`;
  return (
    <Alert
      color="canopy"
      role="status"
      title={t('sessions.tokens.newTitle')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text size="sm">{t('sessions.tokens.newText')}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            dir="ltr"
            aria-label={t('sessions.tokens.tokenLabel')}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {created.token}
          </Code>
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? 'filled' : 'light'}
                onClick={copy}
                style={{ flexShrink: 0 }}
              >
                {t(copied ? 'sessions.tokens.copied' : 'sessions.tokens.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t('sessions.tokens.example')}</Text>
        <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {example}
        </Code>
      </Stack>
    </Alert>
  );
}
