import { localDate } from '@canopy/shared/site-days';
import { useSiteTimeZone } from '../../../lib/crop/api/get-site';
import { useNow } from '../../../lib/use-now';

/** The site's day now (`YYYY-MM-DD`) and its zone: what "today" and "overdue" are counted in. */
export function useSiteToday(): { today: string; timeZone: string } {
  const timeZone = useSiteTimeZone();
  const now = useNow();
  return { today: localDate(now, timeZone), timeZone };
}
