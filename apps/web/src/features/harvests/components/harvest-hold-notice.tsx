import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';
import type { PreHarvestHold } from '../lib/pre-harvest-hold';

export interface HarvestHoldNoticeProps {
  hold: PreHarvestHold;
  /** Staff's way past it: the harvest sent again with `override: true`. Left out, there is none. */
  onOverride?: (() => void) | undefined;
  saving: boolean;
}

/**
 * Why a harvest was refused: a treatment's pre-harvest interval, naming the product and the first day the
 * plants may be harvested (or the refusal's words when the answer names neither), then for staff a
 * "Harvest anyway" that says it is recorded as such.
 */
export function HarvestHoldNotice({ hold, onOverride, saving }: HarvestHoldNoticeProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { productName, harvestFrom } = hold;
  const date = harvestFrom
    ? formatDateTime(`${harvestFrom}T12:00:00Z`, currentLanguage(i18n), { dateOnly: true, timeZone: 'UTC' })
    : null;
  return (
    <Alert color="orange" role="alert" title={t('harvests.record.hold.title')}>
      <Stack gap="xs">
        <Text size="sm">
          {productName && date ? (
            <Trans
              i18nKey="harvests.record.hold.text"
              values={{ product: productName, date }}
              components={{ bdi: <bdi /> }}
            />
          ) : (
            t('errors.harvests.pre_harvest_interval')
          )}
        </Text>
        {onOverride ? (
          <>
            <Text size="sm">{t('harvests.record.hold.overrideHint')}</Text>
            <div>
              <Button color="orange" loading={saving} onClick={onOverride}>
                {t('harvests.record.hold.override')}
              </Button>
            </div>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
