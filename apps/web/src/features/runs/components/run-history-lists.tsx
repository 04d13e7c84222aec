import type { ReactNode } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Run } from '@canopy/shared/schemas/runs';
import { useSiteTimeFormat } from '../../../components/crop/site-time';

/** A free-text note after its line, isolated so its own direction cannot reorder the line. */
function Note({ text }: { text: string }): ReactNode {
  return text ? (
    <>
      {' ('}
      <bdi>{text}</bdi>
      {')'}
    </>
  ) : null;
}

/** The run's moves and losses, oldest first as the API lists them, each as one sentence. */
export function RunHistoryLists({ run, rooms }: { run: Run; rooms: readonly Room[] }): ReactNode {
  const { t } = useTranslation();
  const format = useSiteTimeFormat();
  const strainOf = (groupId: string) => run.groups.find((group) => group._id === groupId)?.strainName ?? '';
  const roomOf = (roomId: string) =>
    rooms.find((room) => room._id === roomId)?.name ??
    run.groups.find((group) => group.roomId === roomId)?.roomName ??
    '';
  return (
    <>
      <Stack gap="xs" component="section" aria-labelledby="run-events-title">
        <Title order={2} size="h4" id="run-events-title">
          {t('runs.events.title')}
        </Title>
        {run.events.length === 0 ? <Text size="sm">{t('runs.events.empty')}</Text> : null}
        <List size="sm" spacing={2}>
          {run.events.map((event) => (
            <List.Item key={event._id}>
              <Trans
                i18nKey="runs.events.line"
                values={{
                  at: format(event.at),
                  count: event.plantCount,
                  strain: strainOf(event.groupId),
                  stage: t(`crop.stages.${event.stage}`),
                  room: roomOf(event.roomId),
                }}
                components={{ bdi: <bdi /> }}
              />
              <Note text={event.note} />
            </List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="run-losses-title">
        <Title order={2} size="h4" id="run-losses-title">
          {t('runs.losses.title')}
        </Title>
        {run.losses.length === 0 ? <Text size="sm">{t('runs.losses.empty')}</Text> : null}
        <List size="sm" spacing={2}>
          {run.losses.map((loss) => (
            <List.Item key={loss._id}>
              <Trans
                i18nKey="runs.losses.line"
                values={{
                  at: format(loss.at),
                  count: loss.count,
                  strain: strainOf(loss.groupId),
                  reason: t(`runs.loss.reasons.${loss.reason}`),
                }}
                components={{ bdi: <bdi /> }}
              />
              <Note text={loss.note} />
            </List.Item>
          ))}
        </List>
      </Stack>
    </>
  );
}
