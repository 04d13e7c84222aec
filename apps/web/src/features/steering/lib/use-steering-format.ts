import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { currentLanguage } from '../../../i18n/i18n';
import { useSiteTimeZone } from '../../../lib/crop/api/get-site';
import { steeringFormat, type SteeringFormat } from './steering-format';

/** The panel's writing of its days in the reader's language and on the site's clock. */
export function useSteeringFormat(): SteeringFormat {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const timeZone = useSiteTimeZone();
  return useMemo(() => steeringFormat(t, language, timeZone), [t, language, timeZone]);
}
