import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';

/**
 * A reading (EC, pH) to two decimals in the reader's locale, and a site date (`2026-12-05`, a treatment's
 * first harvest day) as the reader writes dates.
 */
export function useReadingFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = new Intl.NumberFormat(LANGUAGE_INFO[language].locale, { maximumFractionDigits: 2 });
  return {
    reading: (value: number) => number.format(value),
    // A calendar date names no instant: read at UTC midnight, written in UTC, it stays the same date.
    date: (date: string) =>
      formatDateTime(`${date}T00:00:00.000Z`, language, { dateOnly: true, timeZone: 'UTC' }),
  };
}
