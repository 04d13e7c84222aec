import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { AutomationRun } from '@canopy/shared/schemas/automations';
import { currentLanguage } from '../../../i18n/i18n';
import { useSiteTimeZone } from '../../../lib/crop/api/get-site';
import { formatDateTime } from '../../../lib/dates';
import { RunResult } from './run-result';

/** A run: when (site time), its result in colour and words, and what the server says of it. */
export function RunLine({ run }: { run: AutomationRun }): ReactNode {
  const { i18n } = useTranslation();
  const timeZone = useSiteTimeZone();
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <RunResult result={run.result} />
        <Text size="sm" component="time" dateTime={run.at}>
          <bdi>{formatDateTime(run.at, currentLanguage(i18n), { timeZone })}</bdi>
        </Text>
        <Text size="sm">{run.trigger}</Text>
      </Group>
      {run.detail ? (
        <Text size="sm" c="dimmed">
          {run.detail}
        </Text>
      ) : null}
    </Stack>
  );
}
