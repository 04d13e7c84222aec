import type { ReactNode } from 'react';
import { Card, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { ALERT_SEVERITIES } from '@canopy/shared/alerts';
import { LANGUAGE_INFO, LANGUAGES } from '@canopy/shared/languages';
import type { SettingsFields } from '../lib/use-settings-form';
import { FormSwitch } from '../../../components/ui/form-toggle';

/** "When": the least severity worth a message, its language and quiet hours. */
export function WhenSettings({ form }: { form: SettingsFields }): ReactNode {
  const { t } = useTranslation();
  const quietOn = useWatch({ control: form.control, name: 'quietOn' });
  return (
    <Card withBorder component="section" aria-labelledby="when-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="when-title">
          {t('notifications.whenTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('notifications.minSeverity')}
            data={ALERT_SEVERITIES.map((s) => ({ value: s, label: t(`notifications.severity.${s}`) }))}
            {...form.register('minSeverity')}
          />
          <NativeSelect
            label={t('notifications.language')}
            data={LANGUAGES.map((language) => ({
              value: language,
              label: LANGUAGE_INFO[language].nativeName,
            }))}
            {...form.register('language')}
          />
        </SimpleGrid>
        <FormSwitch
          control={form.control}
          name="quietOn"
          label={t('notifications.quietHours')}
          description={t('notifications.quietHint')}
        />
        {quietOn ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <TextInput
              type="time"
              label={t('notifications.quietFrom')}
              // Its message is a page text, which fieldErrorText cannot look up in the first paint's catalog.
              error={form.formState.errors.quiet?.from ? t('notifications.invalidTime') : undefined}
              {...form.register('quiet.from')}
            />
            <TextInput type="time" label={t('notifications.quietTo')} {...form.register('quiet.to')} />
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
}
