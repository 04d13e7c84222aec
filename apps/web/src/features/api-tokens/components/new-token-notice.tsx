import type { ReactNode } from 'react';
import { Code, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CreatedApiToken } from '@canopy/shared/schemas/api-tokens';
import { ShownOnceNotice } from '../../../components/ui/shown-once-notice';

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
    <ShownOnceNotice
      title={t('sessions.tokens.newTitle')}
      intro={t('sessions.tokens.newText')}
      value={created.token}
      valueLabel={t('sessions.tokens.tokenLabel')}
      onClose={onClose}
    >
      <Text size="sm">{t('sessions.tokens.example')}</Text>
      <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {example}
      </Code>
    </ShownOnceNotice>
  );
}
