import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageCrop } from '@canopy/shared/permissions';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Run } from '@canopy/shared/schemas/runs';
import { stageDayText } from '../../../components/crop/stage-day';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { useSession } from '../../../lib/use-session';
import { groupTree, type GroupNode } from '../lib/group-tree';
import { plannedDaysOf } from '../lib/planned-of';
import { GroupActions } from './group-actions';
import { GroupLabelButton } from './group-label-button';
import { GroupPhotos } from './group-photos';
import type { RunSlots } from './run-slots';

interface TreeProps {
  run: Run;
  rooms: readonly Room[];
  groupAction?: RunSlots['groupAction'];
}

function GroupItem({ node, run, rooms, groupAction }: TreeProps & { node: GroupNode }): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const { group } = node;
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Paper withBorder p="xs" data-group-id={group._id}>
        <Stack gap={6}>
          <Text fw={600}>
            <bdi>{group.strainName}</bdi>
            {' · '}
            {t('runs.plants', { count: group.plantCount })}
          </Text>
          <Text size="sm">
            {stageDayText(t, group.stage, group.dayOfStage, plannedDaysOf(run.plannedDays, group.stage))}
            {' · '}
            <AnchorLink to="/rooms/$id" params={{ id: group.roomId }}>
              <bdi>{group.roomName}</bdi>
            </AnchorLink>
          </Text>
          <GroupPhotos runId={run._id} photos={run.photos.filter((photo) => photo.groupId === group._id)} />
          <GroupActions run={run} group={group} rooms={rooms} extra={groupAction?.(run, group)} />
          <Group gap={6}>
            <AnchorLink to="/runs/$id/groups/$groupId" params={{ id: run._id, groupId: group._id }}>
              {t('runs.floor.open')}
            </AnchorLink>
            {canManageCrop(actor) ? <GroupLabelButton run={run} group={group} /> : null}
          </Group>
        </Stack>
      </Paper>
      {node.children.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('runs.group.splitFrom')}
          ps="lg"
          mt={6}
          mb={0}
          style={{ borderInlineStart: '2px solid var(--mantine-color-gray-4)' }}
        >
          {node.children.map((child) => (
            <GroupItem key={child.group._id} node={child} run={run} rooms={rooms} groupAction={groupAction} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The run's groups as a tree: a split's group sits under the group it came from. */
export function GroupTreeView({ run, rooms, groupAction }: TreeProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="run-groups-title">
      <Title order={2} size="h4" id="run-groups-title">
        {t('runs.groups')}
      </Title>
      <Stack component="ul" gap={6} p={0} m={0}>
        {groupTree(run.groups).map((node) => (
          <GroupItem key={node.group._id} node={node} run={run} rooms={rooms} groupAction={groupAction} />
        ))}
      </Stack>
    </Stack>
  );
}
