import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { currentLanguage } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/dates';

/** A record's date and time in the reader's language and the browser's time zone, kept whole in RTL. */
export function LocalTime({ value }: { value: string }): ReactNode {
  const { i18n } = useTranslation();
  return (
    <bdi>
      <time dateTime={value}>{formatDateTime(value, currentLanguage(i18n))}</time>
    </bdi>
  );
}
