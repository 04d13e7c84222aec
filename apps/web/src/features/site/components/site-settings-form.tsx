import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, TagsInput, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { WEIGHT_UNITS, type Site } from '@canopy/shared/schemas/site';
import { FormSelect } from '../../../components/ui/form-select';
import { useSiteSettingsForm } from '../lib/use-site-settings-form';
import { timeZoneChoices } from './time-zones';
import { VpdTargetsFields } from './vpd-targets-fields';

/** As many criteria as the server keeps (`siteBodySchema`). */
const CRITERIA_MAX = 12;

/**
 * Name, time zone, weight unit, the quality criteria harvests are rated on (free words, kept as typed) and
 * the VPD target of each stage the steering panels measure a room's days against.
 */
export function SiteSettingsForm({ site }: { site: Site }): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, criteriaError, formError, saving, saved } = useSiteSettingsForm(site);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm" maw={480}>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        {saved ? (
          <Alert color="green" role="status">
            {t('site.saved')}
          </Alert>
        ) : null}
        <TextInput label={t('site.name')} withAsterisk error={errorOf('name')} {...form.register('name')} />
        <FormSelect
          control={form.control}
          name="timeZone"
          label={t('site.timeZone')}
          description={t('site.timeZoneHint')}
          data={timeZoneChoices(site.timeZone)}
          searchable
          limit={50}
          error={errorOf('timeZone')}
        />
        <FormSelect
          control={form.control}
          name="weightUnit"
          label={t('site.weightUnit')}
          data={WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`site.units.${unit}`) }))}
          error={errorOf('weightUnit')}
        />
        <Controller
          control={form.control}
          name="qualityCriteria"
          render={({ field }) => (
            <TagsInput
              label={t('site.qualityCriteria')}
              description={t('site.qualityCriteriaHint')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxTags={CRITERIA_MAX}
              splitChars={[',']}
              clearable
              error={criteriaError()}
            />
          )}
        />
        <VpdTargetsFields control={form.control} error={errorOf} />
        <Group>
          <Button type="submit" loading={saving}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
