import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { currentLanguage } from '../../i18n/i18n';
import { useSiteTimeZone } from '../../lib/crop/api/get-site';
import { formatDateTime } from '../../lib/dates';

/** A crop event's date and time in the site's zone, the zone its days are counted in. */
export function useSiteTimeFormat(): (value: string) => string {
  const { i18n } = useTranslation();
  const timeZone = useSiteTimeZone();
  return (value) => formatDateTime(value, currentLanguage(i18n), { timeZone });
}

export function SiteTime({ value }: { value: string }): ReactNode {
  const format = useSiteTimeFormat();
  return (
    <bdi>
      <time dateTime={value}>{format(value)}</time>
    </bdi>
  );
}
