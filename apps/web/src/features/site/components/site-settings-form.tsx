import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { siteBodySchema, WEIGHT_UNITS, type Site, type WeightUnit } from '@canopy/shared/schemas/site';
import { errorText, schemaErrors, type FormErrors } from '../../../lib/crop/form-errors';
import { serverFieldErrors } from '../../../lib/crop/server-field-errors';
import { useUpdateSite } from '../api/update-site';
import {
  VPD_ORDER_ERROR,
  VPD_STAGES,
  vpdDraft,
  vpdTargetsOf,
  withVpdOrder,
  type VpdDraft,
} from '../lib/vpd-draft';
import { timeZoneChoices } from './time-zones';
import { VpdTargetsFields } from './vpd-targets-fields';

const FIELDS = [
  'name',
  'timeZone',
  'weightUnit',
  'qualityCriteria',
  ...VPD_STAGES.flatMap((stage) => [`vpdTargets.${stage}.min`, `vpdTargets.${stage}.max`] as const),
] as const;
/** As many criteria as the server keeps (`siteBodySchema`). */
const CRITERIA_MAX = 12;

/** The schema's verdict on one criterion (`qualityCriteria.2`) is said beside the whole list. */
function byField(errors: FormErrors): FormErrors {
  const criterion = Object.keys(errors).find((field) => field.startsWith('qualityCriteria.'));
  return criterion && !errors.qualityCriteria ? { ...errors, qualityCriteria: errors[criterion] } : errors;
}

/**
 * Name, time zone, weight unit, the quality criteria harvests are rated on (free words, kept as typed) and
 * the VPD target of each stage the steering panels measure a room's days against.
 */
export function SiteSettingsForm({ site }: { site: Site }): ReactNode {
  const { t } = useTranslation();
  const [name, setName] = useState(site.name);
  const [timeZone, setTimeZone] = useState(site.timeZone);
  const [weightUnit, setWeightUnit] = useState<WeightUnit>(site.weightUnit);
  const [qualityCriteria, setQualityCriteria] = useState<string[]>(site.qualityCriteria);
  const [vpd, setVpd] = useState<VpdDraft>(() => vpdDraft(site.vpdTargets));
  const [errors, setErrors] = useState<FormErrors>({});
  const update = useUpdateSite();
  const fieldError = (field: string) =>
    errors[field] === VPD_ORDER_ERROR ? t(VPD_ORDER_ERROR) : errorText(t, errors[field]);

  const submit = () => {
    const vpdTargets = vpdTargetsOf(vpd, site.vpdTargets);
    const body = { ...site, name, timeZone, weightUnit, vpdTargets, qualityCriteria };
    const invalid = schemaErrors(siteBodySchema, body);
    setErrors(invalid ? byField(withVpdOrder(invalid)) : {});
    if (invalid) return;
    update.mutate(
      { name, timeZone, weightUnit, vpdTargets, qualityCriteria },
      {
        onError: (error) =>
          setErrors(serverFieldErrors(error, FIELDS, { 'site.invalid_time_zone': 'timeZone' })),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm" maw={480}>
        {errors.form ? (
          <Alert color="red" role="alert">
            {fieldError('form')}
          </Alert>
        ) : null}
        {update.isSuccess ? (
          <Alert color="green" role="status">
            {t('site.saved')}
          </Alert>
        ) : null}
        <TextInput
          label={t('site.name')}
          withAsterisk
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldError('name')}
        />
        <Select
          label={t('site.timeZone')}
          description={t('site.timeZoneHint')}
          data={timeZoneChoices(site.timeZone)}
          value={timeZone}
          onChange={(value) => value && setTimeZone(value)}
          searchable
          allowDeselect={false}
          limit={50}
          error={fieldError('timeZone')}
        />
        <Select
          label={t('site.weightUnit')}
          data={WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`site.units.${unit}`) }))}
          value={weightUnit}
          onChange={(value) => value && setWeightUnit(value as WeightUnit)}
          allowDeselect={false}
          error={fieldError('weightUnit')}
        />
        <TagsInput
          label={t('site.qualityCriteria')}
          description={t('site.qualityCriteriaHint')}
          value={qualityCriteria}
          onChange={setQualityCriteria}
          maxTags={CRITERIA_MAX}
          splitChars={[',']}
          clearable
          error={fieldError('qualityCriteria')}
        />
        <VpdTargetsFields value={vpd} onChange={setVpd} error={fieldError} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
