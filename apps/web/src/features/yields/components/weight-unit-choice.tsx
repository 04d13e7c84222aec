import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/error-message';
import { WEIGHT_UNITS, type WeightUnit } from '@canopy/shared/schemas/site';
import { useSite } from '../../../lib/crop/api/get-site';
import { usePreferences, useUpdatePreferences } from '../../../lib/crop/api/preferences';

/** The option that follows the site's unit (one's preference null). */
const SITE = 'site';

/**
 * "Show weights in": the site's unit, or one of one's own; saved to one's account (`PUT
 * /api/me/preferences`), so every crop page shows weights in it.
 */
export function WeightUnitChoice(): ReactNode {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const siteUnit = useSite().data?.weightUnit ?? 'g';
  const update = useUpdatePreferences();
  const unitWord = (unit: WeightUnit) => t(`crop.units.${unit}`);
  return (
    <Select
      label={t('yields.showWeightsIn')}
      data={[
        { value: SITE, label: t('yields.siteDefault', { unit: unitWord(siteUnit) }) },
        ...WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`yields.units.${unit}`) })),
      ]}
      value={preferences.data ? (preferences.data.weightUnit ?? SITE) : null}
      onChange={(value) => {
        if (value) update.mutate({ weightUnit: value === SITE ? null : (value as WeightUnit) });
      }}
      disabled={!preferences.data || update.isPending}
      error={update.error ? errorMessage(t, update.error) : undefined}
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
