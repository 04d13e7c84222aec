import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { useTranslation } from '../../../i18n/use-translation';
import type { Automation } from '@canopy/shared/schemas/automations';
import { RunLine } from './last-run';
import { StateBadge } from './state-badge';

export interface AutomationCardProps {
  automation: Automation;
  /** Staff change automations; others read them. */
  staff: boolean;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One automation: its name and sentence, whether it is on, its state and its last run. */
export function AutomationCard({
  automation,
  staff,
  onToggle,
  onEdit,
  onDelete,
}: AutomationCardProps): ReactNode {
  const { t } = useTranslation();
  const { name } = automation;
  return (
    <Card withBorder component="li" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <AnchorLink to="/automations/$id" params={{ id: automation._id }}>
              {name}
            </AnchorLink>
          </Title>
          <Group gap={6}>
            {automation.enabled ? <StateBadge state={automation.state} /> : null}
            {automation.enabled ? null : (
              <Badge variant="outline" color="gray.8">
                {t('automations.off')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">{automation.summary}</Text>
        <div>
          <Text size="xs" fw={700} c="dimmed">
            {t('automations.lastRun')}
          </Text>
          {automation.lastRun ? (
            <RunLine run={automation.lastRun} />
          ) : (
            <Text size="sm">{t('automations.neverRun')}</Text>
          )}
        </div>
        {staff ? (
          <Group justify="space-between">
            <Switch
              label={t('automations.enabled')}
              aria-label={t('automations.enabledOf', { name })}
              checked={automation.enabled}
              onChange={(event) => onToggle(event.currentTarget.checked)}
            />
            <Group gap="xs">
              <Button
                variant="default"
                size="compact-sm"
                onClick={onEdit}
                aria-label={t('automations.editOf', { name })}
              >
                {t('automations.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={onDelete}
                aria-label={t('automations.deleteOf', { name })}
              >
                {t('automations.delete')}
              </Button>
            </Group>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
