import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { Person } from '@canopy/shared/schemas/people';
import { SiteTime } from '../../../components/crop/site-time';
import { personName } from '../../../components/threads/thread-spec';

export type EntryKind = 'feed' | 'scouting' | 'treatment';

const KIND_COLORS: Record<EntryKind, string> = { feed: 'blue', scouting: 'orange', treatment: 'violet' };

/** An entry's first line: its kind, when (site time), whose group on a run's page, and who gave it. */
export function EntryHeading({
  kind,
  at,
  by,
  strain,
}: {
  kind: EntryKind;
  at: string;
  by: Person | null;
  strain?: string | undefined;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" color={KIND_COLORS[kind]} tt="none">
        {t(`care.kinds.${kind}`)}
      </Badge>
      <Text size="sm" fw={600}>
        <SiteTime value={at} />
      </Text>
      {strain ? (
        <Text size="sm">
          <bdi>{strain}</bdi>
        </Text>
      ) : null}
      {by ? (
        <Text size="sm" c="dimmed">
          <Trans i18nKey="care.entry.by" values={{ name: personName(by) }} components={{ bdi: <bdi /> }} />
        </Text>
      ) : null}
    </Group>
  );
}
