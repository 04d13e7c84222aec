import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEIGHT_UNITS, type WeightUnit } from '@canopy/shared/schemas/site';
import { errorMessage } from '../../../i18n/error-message';
import { useSite } from '../../../lib/crop/api/get-site';
import { usePreferences, useUpdatePreferences } from '../../../lib/crop/api/preferences';

/** The choice that stands for "no unit of one's own": weights follow the site's unit. */
const SITE = 'site';

/**
 * "Show weights in": one's own unit for every weight on every page (`PUT /api/me/preferences`), or the
 * site's default again. Saved as chosen; each weight then shows in it at once.
 */
export function WeightUnitChoice(): ReactNode {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const site = useSite().data;
  const update = useUpdatePreferences();
  const siteUnit = site ? t(`crop.units.${site.weightUnit}`) : '…';
  return (
    <Select
      size="xs"
      w={200}
      label={t('harvests.unit.label')}
      data={[
        { value: SITE, label: t('harvests.unit.site', { unit: siteUnit }) },
        ...WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`harvests.unit.units.${unit}`) })),
      ]}
      value={preferences.data ? (preferences.data.weightUnit ?? SITE) : null}
      disabled={!preferences.data || update.isPending}
      onChange={(value) =>
        value && update.mutate({ weightUnit: value === SITE ? null : (value as WeightUnit) })
      }
      allowDeselect={false}
      error={update.isError ? errorMessage(t, update.error) : undefined}
    />
  );
}
