import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Alert } from '@canopy/shared/schemas/alerts';
import { DeviceCropLine } from '../../../components/crop/device-crop-line';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { DeviceTime } from '../../../components/ui/device-time';
import { CheckIcon } from '../../../components/ui/icons';
import { alertRuleNameFields, ruleName } from '../../../lib/alerts/rule-name';
import { displayName } from '../../../lib/devices/device-name';
import { alertReading, alertSubject } from '../lib/alert-values';
import { AcknowledgeModal } from './acknowledge-modal';
import { SEVERITY_COLOR, SeverityBadge } from './severity-badge';

/** Where a device's page is; soil devices have no page of their own yet. */
function DeviceName({ alert }: { alert: Alert }): ReactNode {
  const name = <bdi style={{ fontWeight: 600 }}>{displayName(alert.deviceName)}</bdi>;
  if (alert.deviceType === 'climate') {
    return (
      <AnchorLink to="/device/$id" params={{ id: alert.deviceId }}>
        {name}
      </AnchorLink>
    );
  }
  if (alert.deviceType === 'water') {
    return (
      <AnchorLink to="/devices/water/$deviceId" params={{ deviceId: alert.deviceId }}>
        {name}
      </AnchorLink>
    );
  }
  return <Text>{name}</Text>;
}

// Outline text on white: each shade keeps 4.5:1 (Mantine's darkest green does not, the leaf green does).
const STATE_COLOR = { open: 'red.9', acknowledged: 'blue.9', resolved: 'canopy.8' } as const;

/**
 * One alert: severity, device, the room and run day its device was in when it opened, what crossed which
 * limit, since when, who acknowledged it and why it ended.
 */
export function AlertCard({ alert, showDevice = true }: { alert: Alert; showDevice?: boolean }): ReactNode {
  const { t } = useTranslation();
  const [acknowledging, setAcknowledging] = useState(false);
  const reading = alertReading(t, alert);
  const unresolved = alert.state !== 'resolved';
  return (
    <Card
      withBorder
      component="article"
      aria-label={`${t(`alerts.severity.${alert.severity}`)}: ${displayName(alert.deviceName)}, ${alertSubject(t, alert)}`}
      style={
        unresolved
          ? {
              borderInlineStartWidth: 6,
              borderInlineStartColor: `var(--mantine-color-${SEVERITY_COLOR[alert.severity].replace('.', '-')})`,
            }
          : undefined
      }
    >
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <SeverityBadge severity={alert.severity} />
            {showDevice ? <DeviceName alert={alert} /> : null}
            <Text>{alertSubject(t, alert)}</Text>
          </Group>
          <Badge color={STATE_COLOR[alert.state]} variant="outline">
            {t(`alerts.state.${alert.state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <bdi>{ruleName(t, alert.ruleName, alertRuleNameFields(alert))}</bdi>
        </Text>
        <DeviceCropLine crop={alert.crop} />
        {reading ? (
          <Text size="sm">
            {t('alerts.worst')}: <bdi>{reading.value}</bdi>
            {reading.limit ? (
              <>
                {' · '}
                {t('alerts.limit')}: <bdi>{reading.limit}</bdi>
              </>
            ) : null}
          </Text>
        ) : null}
        <Text size="sm">
          {t('alerts.since')}: <DeviceTime value={alert.openedAt} />
          {alert.resolvedAt ? (
            <>
              {' · '}
              {t('alerts.resolvedAt')}: <DeviceTime value={alert.resolvedAt} />
              {alert.resolution ? ` (${t(`alerts.resolution.${alert.resolution}`)})` : null}
            </>
          ) : null}
        </Text>
        {alert.acknowledgedBy ? (
          <Text size="sm">
            <CheckIcon size={14} /> {t('alerts.acknowledgedBy')} <bdi>{alert.acknowledgedBy.email}</bdi>
            {alert.acknowledgedAt ? (
              <>
                {', '}
                <DeviceTime value={alert.acknowledgedAt} />
              </>
            ) : null}
            {alert.ackNote ? (
              <>
                {': '}
                <bdi>{alert.ackNote}</bdi>
              </>
            ) : null}
          </Text>
        ) : null}
        {alert.state === 'open' ? (
          <Group>
            <Button size="xs" onClick={() => setAcknowledging(true)}>
              {t('alerts.acknowledge')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {acknowledging ? <AcknowledgeModal alert={alert} onClose={() => setAcknowledging(false)} /> : null}
    </Card>
  );
}
