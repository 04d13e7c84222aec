import type { ReactNode } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { WEIGHT_UNITS, type WeightUnit } from '@canopy/shared/schemas/site';
import { errorMessage } from '../../i18n/error-message';
import { useSite } from '../../lib/crop/api/get-site';
import { usePreferences, useUpdatePreferences } from '../../lib/crop/api/preferences';

/** The option that stands for no unit of one's own: weights follow the site's. */
const SITE = 'site';

/**
 * "Show weights in": one's own unit for every weight on every page (`PUT /api/me/preferences`), or the
 * site's default again. Saved as chosen; each weight then shows in it at once (harvests, yields).
 */
export function WeightUnitChoice({ size, w }: Pick<SelectProps, 'size' | 'w'>): ReactNode {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const siteUnit = useSite().data?.weightUnit ?? 'g';
  const update = useUpdatePreferences();
  return (
    <Select
      size={size}
      w={w}
      label={t('weights.unitChoice.label')}
      data={[
        { value: SITE, label: t('weights.unitChoice.site', { unit: t(`weights.units.${siteUnit}`) }) },
        ...WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`weights.unitChoice.units.${unit}`) })),
      ]}
      value={preferences.data ? (preferences.data.weightUnit ?? SITE) : null}
      onChange={(value) => {
        if (value) update.mutate({ weightUnit: value === SITE ? null : (value as WeightUnit) });
      }}
      disabled={!preferences.data || update.isPending}
      error={update.isError ? errorMessage(t, update.error) : undefined}
      allowDeselect={false}
    />
  );
}
