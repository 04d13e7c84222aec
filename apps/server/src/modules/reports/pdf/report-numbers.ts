import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';

/** What a report prints for a figure with no data: a dash, never zero. */
export const NONE = '—';

/**
 * A report's numbers in the reader's locale with a fixed count of decimals (and a unit after them), or
 * the dash for null; one formatter per count of decimals, made once per document.
 */
export function reportNumbers(language: Language) {
  const locale = LANGUAGE_INFO[language].locale;
  const formats = new Map<number, Intl.NumberFormat>();
  return (value: number | null, digits = 0, unit?: string): string => {
    if (value === null) return NONE;
    let format = formats.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      formats.set(digits, format);
    }
    const shown = format.format(value);
    return unit ? `${shown} ${unit}` : shown;
  };
}
