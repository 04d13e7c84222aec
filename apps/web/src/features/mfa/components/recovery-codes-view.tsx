import { useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Code, CopyButton, Group, List, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadText } from '../../../lib/download';

export interface RecoveryCodesViewProps {
  codes: string[];
  email: string;
  onDone: () => void;
}

/** The recovery codes, shown once: copy, download, and an explicit "I saved them" before leaving. */
export function RecoveryCodesView({ codes, email, onDone }: RecoveryCodesViewProps): ReactNode {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const asText = codes.join('\n');
  const download = (): void =>
    downloadText(
      'canopy-recovery-codes.txt',
      `${t('mfa.recovery.fileTitle', { email })}\n${t('mfa.recovery.fileNote')}\n\n${asText}\n`,
      'text/plain;charset=utf-8',
    );

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('mfa.recovery.title')}
      </Title>
      <Alert color="canopy" role="status">
        {t('mfa.recovery.intro')}
      </Alert>
      <List listStyleType="none" spacing={4} aria-label={t('mfa.recovery.listLabel')}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">
              <bdi>{code}</bdi>
            </Code>
          </List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={asText}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('mfa.recovery.copied') : t('mfa.recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={download}>
          {t('mfa.recovery.download')}
        </Button>
      </Group>
      <Checkbox
        label={t('mfa.recovery.saved')}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button w="fit-content" disabled={!saved} onClick={onDone}>
        {t('mfa.recovery.done')}
      </Button>
    </Stack>
  );
}
