import type { ReactNode } from 'react';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { RoomGroup } from '@canopy/shared/schemas/rooms';
import { RunStageLine } from '../../../components/crop/run-stage-line';
import { AnchorLink } from '../../../components/ui/anchor-link';

/** The groups in the room: "Run R-2026-014 · Flower day 23 of 63", with strain and plant count. */
export function RoomGroupsList({ groups }: { groups: readonly RoomGroup[] }): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('rooms.groups')}
      </Text>
      {groups.length === 0 ? (
        <Text size="sm">{t('rooms.noGroups')}</Text>
      ) : (
        <List size="sm" spacing={4} listStyleType="none" p={0}>
          {groups.map((group) => (
            <List.Item key={group._id}>
              <Text size="sm" span>
                <AnchorLink to="/runs/$id" params={{ id: group.runId }}>
                  <RunStageLine
                    code={group.runCode}
                    stage={group.stage}
                    dayOfStage={group.dayOfStage}
                    plannedDays={group.plannedDays}
                  />
                </AnchorLink>
              </Text>
              <Text size="sm" span>
                {' · '}
                <bdi>{group.strainName}</bdi>
                {' · '}
                {t('rooms.plants', { count: group.plantCount })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
