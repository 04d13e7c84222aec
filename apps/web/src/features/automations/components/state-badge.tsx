import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Automation } from '@canopy/shared/schemas/automations';
import { currentLanguage } from '../../../i18n/i18n';
import { useSiteTimeZone } from '../../../lib/crop/api/get-site';
import { formatDateTime } from '../../../lib/dates';

const COLOURS = { idle: 'gray.8', waiting: 'orange.9', fired: 'blue.9' } as const;

/** Where the trigger stands (watching, waiting since, fired at), its time in the site's zone. */
export function StateBadge({ state }: { state: Automation['state'] }): ReactNode {
  const { t, i18n } = useTranslation();
  const timeZone = useSiteTimeZone();
  const since = state.since ? formatDateTime(state.since, currentLanguage(i18n), { timeZone }) : null;
  return (
    // Outline in a dark shade: its words keep their contrast on the card; never shrunk to an ellipsis.
    <Badge variant="outline" color={COLOURS[state.status]} tt="none" style={{ flexShrink: 0 }}>
      {t(`automations.state.${state.status}`)}
      {since ? (
        <>
          {' '}
          <bdi>{since}</bdi>
        </>
      ) : null}
    </Badge>
  );
}
