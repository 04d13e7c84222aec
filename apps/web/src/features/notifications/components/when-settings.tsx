import type { ReactNode } from 'react';
import { Card, NativeSelect, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALERT_SEVERITIES } from '@canopy/shared/alerts';
import { LANGUAGE_INFO, LANGUAGES } from '@canopy/shared/languages';
import type { Draft } from '../lib/settings-draft';

export interface WhenSettingsProps {
  draft: Draft;
  quietError: string | undefined;
  onChange: (patch: Partial<Draft>) => void;
}

/** "When": the least severity worth a message, its language and quiet hours. */
export function WhenSettings({ draft, quietError, onChange }: WhenSettingsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="when-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="when-title">
          {t('notifications.whenTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('notifications.minSeverity')}
            value={draft.minSeverity}
            onChange={(event) => onChange({ minSeverity: event.currentTarget.value as Draft['minSeverity'] })}
            data={ALERT_SEVERITIES.map((s) => ({ value: s, label: t(`notifications.severity.${s}`) }))}
          />
          <NativeSelect
            label={t('notifications.language')}
            value={draft.language}
            onChange={(event) => onChange({ language: event.currentTarget.value as Draft['language'] })}
            data={LANGUAGES.map((language) => ({
              value: language,
              label: LANGUAGE_INFO[language].nativeName,
            }))}
          />
        </SimpleGrid>
        <Switch
          label={t('notifications.quietHours')}
          description={t('notifications.quietHint')}
          checked={draft.quietOn}
          onChange={(event) => onChange({ quietOn: event.currentTarget.checked })}
        />
        {draft.quietOn ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <TextInput
              type="time"
              label={t('notifications.quietFrom')}
              value={draft.quiet.from}
              onChange={(event) => onChange({ quiet: { ...draft.quiet, from: event.currentTarget.value } })}
              error={quietError}
            />
            <TextInput
              type="time"
              label={t('notifications.quietTo')}
              value={draft.quiet.to}
              onChange={(event) => onChange({ quiet: { ...draft.quiet, to: event.currentTarget.value } })}
            />
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
}
