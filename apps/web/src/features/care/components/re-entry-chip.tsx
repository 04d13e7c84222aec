import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { currentLanguage } from '../../../i18n/i18n';
import { useSiteTimeZone } from '../../../lib/crop/api/get-site';
import { useNow } from '../../../lib/use-now';
import { reEntryRunning, reEntryTime } from '../lib/re-entry';

/** How often the chip looks at the clock: it goes within half a minute of the interval's end. */
const TICK_MS = 30_000;

/**
 * "Re-entry until 16:40" on a room treated with a product that keeps people out for some hours, on the
 * site's clock (with the date when it is not today there), until that moment passes.
 */
export function ReEntryChip({ until }: { until: string | null }): ReactNode {
  const now = useNow(TICK_MS);
  return reEntryRunning(until, now) ? <RunningReEntry until={until} now={now} /> : null;
}

/** The chip itself, which alone needs the site's zone: a room without a re-entry asks for nothing. */
function RunningReEntry({ until, now }: { until: string; now: number }): ReactNode {
  const { t, i18n } = useTranslation();
  const timeZone = useSiteTimeZone();
  return (
    <Badge color="orange" variant="filled" size="lg" tt="none" title={t('care.reEntry.hint')}>
      <Trans
        i18nKey="care.reEntry.until"
        values={{ time: reEntryTime(until, now, timeZone, currentLanguage(i18n)) }}
        components={{ bdi: <bdi /> }}
      />
    </Badge>
  );
}
